import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { activeBrand } from '@/brands/active';
import { usePartner } from '@/components/partner/PartnerContext';
import { useAccountSession } from '@/components/shell/AccountSessionContext';
import { useQueryRetry } from '@/lib/apollo/useQueryRetry';
import { chatConfigured } from './chatConfig';
import { ChatNotConfigured } from './ChatNotConfigured';
import { ChatPanel } from './ChatPanel';
import { GetPartnerSupport } from './getPartnerSupport';
import { intercomAttributes } from './intercomAttributes';
import { useOpenChat } from './useOpenChat';
import { AppApolloProvider } from '@/lib/apollo/AppApolloProvider';

/** /account/chat: the Intercom messenger when configured, else the partner's support contacts. */
export function ChatView({ configured = chatConfigured }: { configured?: boolean }) {
  return configured ? (
    <IntercomChatView />
  ) : (
    <AppApolloProvider>
      <SupportContactsView />
    </AppApolloProvider>
  );
}

function IntercomChatView() {
  const { agent } = useAccountSession();
  const partner = usePartner();
  const attributes = useMemo(
    () => (agent ? intercomAttributes(agent, partner.code, activeBrand.code) : undefined),
    [agent, partner.code],
  );
  const { open } = useOpenChat(attributes);
  return <ChatPanel onOpen={open} ready={attributes !== undefined} />;
}

function SupportContactsView() {
  const partner = usePartner();
  const query = useQuery(GetPartnerSupport, { variables: { code: partner.code } });
  const { errorMessage, retry } = useQueryRetry(query);
  return <ChatNotConfigured support={query.data?.partner[0]} errorMessage={errorMessage} onRetry={retry} />;
}
