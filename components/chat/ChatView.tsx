import dynamic, { type DynamicOptionsLoadingProps } from 'next/dynamic';
import { useMemo } from 'react';
import { activeBrand } from '@/brands/active';
import { usePartner } from '@/components/partner/PartnerContext';
import { useAccountSession } from '@/components/shell/AccountSessionContext';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { chatConfigured } from './chatConfig';
import { ChatNotConfigured, type PartnerSupport } from './ChatNotConfigured';
import { ChatPanel } from './ChatPanel';
import { intercomAttributes } from './intercomAttributes';
import { useOpenChat } from './useOpenChat';

const BrowserSupportContacts = dynamic(() => import('./BrowserSupportContacts'), { ssr: false, loading: SupportContactsLoading });

/**
 * /account/chat: the Intercom messenger when configured, else the partner's support contacts (as the server
 * found them, else as the browser asks).
 */
export function ChatView({ support, configured = chatConfigured }: { support: PartnerSupport | null; configured?: boolean }) {
  if (configured) return <IntercomChatView />;
  return support ? <ChatNotConfigured support={support} onRetry={noRetry} /> : <BrowserSupportContacts />;
}

const noRetry = () => undefined;

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

/** The contacts' place held while their code loads; if it cannot (offline), the message and a retry. */
function SupportContactsLoading({ error, retry }: DynamicOptionsLoadingProps) {
  return <ChatNotConfigured errorMessage={error ? NO_ANSWER_MESSAGE : undefined} onRetry={retry ?? noRetry} />;
}
