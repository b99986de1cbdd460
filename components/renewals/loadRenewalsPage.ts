import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { formatGraphQLError } from '@/lib/errors';
import { answerOr } from '@/lib/session/endsSession';
import { lagosToday } from '@/lib/validation/lagosDay';
import { GetRenewals, type RenewalOrder } from './getRenewals';
import { renewalsVariables } from './renewalGroups';

/** The renewals screen as the server found it. */
export type RenewalsPage =
  | { kind: 'found'; orders: RenewalOrder[]; today: string }
  | { kind: 'unavailable'; message: string; retryPath: string };

export interface RenewalsPageProps {
  renewalsPage: RenewalsPage;
}

/**
 * /account/renewals on the server, with the agent's token: the plans around the renewal window on the
 * Lagos date of the request. A data service that cannot answer is "unavailable" (503).
 */
export const loadRenewalsPage: AccountPageLoader<RenewalsPageProps> = async (context, client) => {
  const today = lagosToday();
  return answerOr<RenewalsPageProps>(
    async () => {
      const { data } = await client.query({ query: GetRenewals, variables: renewalsVariables(today), fetchPolicy: 'network-only' });
      if (!data) throw new Error('The data service did not answer the renewals');
      return { renewalsPage: { kind: 'found', orders: data.plan_order, today } };
    },
    (error) => {
      context.res.statusCode = 503;
      return { renewalsPage: { kind: 'unavailable', message: formatGraphQLError(error), retryPath: context.resolvedUrl } };
    },
  );
};
