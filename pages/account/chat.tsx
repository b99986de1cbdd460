import { ChatView } from '@/components/chat/ChatView';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSideProps, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

export const getServerSideProps = getAccountServerSideProps;

export default function ChatPage(props: AccountPageProps) {
  return (
    <AccountLayout {...props}>
      <ChatView />
    </AccountLayout>
  );
}
