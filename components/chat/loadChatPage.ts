import { activePartnerCode } from '@/brands/active';
import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { answerOr } from '@/lib/session/endsSession';
import { chatConfigured } from './chatConfig';
import type { PartnerSupport } from './ChatNotConfigured';
import { GetPartnerSupport } from './getPartnerSupport';

export interface ChatPageProps {
  /**
   * The partner's support contacts, for a build without chat; null with chat (not needed) or when the
   * data service did not answer the server (the browser asks then).
   */
  support: PartnerSupport | null;
}

/** /account/chat on the server: without Intercom, the support contacts are in the first paint. */
export const loadChatPage: AccountPageLoader<ChatPageProps> = async (_context, client) => {
  if (chatConfigured) return { support: null };
  const support = await answerOr(async () => {
    const { data } = await client.query({ query: GetPartnerSupport, variables: { code: activePartnerCode }, fetchPolicy: 'network-only' });
    const partner = data?.partner[0];
    return partner ? { name: partner.name, support_phone: partner.support_phone, support_email: partner.support_email } : null;
  }, () => null);
  return { support };
};
