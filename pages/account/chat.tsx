import { ChatView } from '@/components/chat/ChatView';
import { loadChatPage, type ChatPageProps } from '@/components/chat/loadChatPage';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

// Without Intercom the support contacts are rendered on the server: no GraphQL client in the browser.
export const getServerSideProps = getAccountServerSidePropsWith(loadChatPage);

export default function ChatPage({ support, ...account }: AccountPageProps & ChatPageProps) {
  return (
    <AccountLayout {...account}>
      <ChatView support={support} />
    </AccountLayout>
  );
}
