import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { formatGraphQLError } from '@/lib/errors';
import type { ServerPageOf } from '@/lib/lists/defineList';
import { answerOr } from '@/lib/session/endsSession';
import { lagosMonthStart } from '@/lib/validation/lagosDay';
import { GetWalletSummary } from './getWalletSummary';
import { ledgerList } from './ledgerList';

/** The balance and this month's commission, or why they are not there. */
export type WalletSummary = { kind: 'found'; balanceKobo: number; commissionKobo: number } | { kind: 'unavailable'; message: string };

export interface WalletPageProps {
  summary: WalletSummary;
  ledgerPage: ServerPageOf<typeof ledgerList>;
}

/** /account/wallet on the server: the balance, this month's commission and the ledger's page the URL names. */
export const loadWalletPage: AccountPageLoader<WalletPageProps> = async (context, client, agentId) => {
  const [summary, ledgerPage] = await Promise.all([
    answerOr<WalletSummary>(
      async () => {
        const { data } = await client.query({
          query: GetWalletSummary,
          variables: { agentId, monthStart: lagosMonthStart() },
          fetchPolicy: 'network-only',
        });
        const balanceKobo = data?.agent_by_pk?.wallet_balance_kobo;
        if (balanceKobo === undefined) return { kind: 'unavailable', message: 'The service did not send the balance. Try again.' };
        return { kind: 'found', balanceKobo, commissionKobo: data?.commission.aggregate?.sum?.amount_kobo ?? 0 };
      },
      (error) => ({ kind: 'unavailable', message: formatGraphQLError(error) }),
    ),
    ledgerList.loadFirstPage(context, client),
  ]);
  return { summary, ledgerPage };
};
