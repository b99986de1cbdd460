import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { formatGraphQLError } from '@/lib/errors';
import { answerOr } from '@/lib/session/endsSession';
import { lagosToday } from '@/lib/validation/lagosDay';
import { GetRenewals, type RenewalOrder } from './getRenewals';
import { renewalsVariables } from './renewalGroups';
import { FAILED_TRY_WHERE, INSTALMENT_TO_DO_LIMIT, instalmentToDoWhere } from './instalmentToDo';
import type { InstalmentToDoOrder } from './instalmentToDoOrder';
import { renewalToDoWhere } from './renewalToDo';
import type { RenewalToDoOrder } from './renewalToDoOrder';

/** The renewals screen as the server found it. */
export type RenewalsPage =
  | { kind: 'found'; orders: RenewalOrder[]; toDo: RenewalToDoOrder[]; instalmentToDo: InstalmentToDoOrder[]; today: string }
  | { kind: 'unavailable'; message: string; retryPath: string };

export interface RenewalsPageProps {
  renewalsPage: RenewalsPage;
}

/** The renewals query's variables on `today` (Lagos): the window's plans and the to-do list's. */
export function renewalsPageVariables(today: string) {
  return {
    ...renewalsVariables(today),
    toDo: renewalToDoWhere(today),
    instalmentToDo: instalmentToDoWhere(today),
    instalmentToDoLimit: INSTALMENT_TO_DO_LIMIT,
    failedTry: FAILED_TRY_WHERE,
  };
}

/**
 * /account/renewals on the server, with the agent's token: the to-do list and the plans around the renewal
 * window on the Lagos date of the request. A data service that cannot answer is "unavailable" (503).
 */
export const loadRenewalsPage: AccountPageLoader<RenewalsPageProps> = async (context, client) => {
  const today = lagosToday();
  return answerOr<RenewalsPageProps>(
    async () => {
      const { data } = await client.query({ query: GetRenewals, variables: renewalsPageVariables(today), fetchPolicy: 'network-only' });
      if (!data) throw new Error('The data service did not answer the renewals');
      return { renewalsPage: { kind: 'found', orders: data.plan_order, toDo: data.to_do, instalmentToDo: data.instalment_to_do, today } };
    },
    (error) => {
      context.res.statusCode = 503;
      return { renewalsPage: { kind: 'unavailable', message: formatGraphQLError(error), retryPath: context.resolvedUrl } };
    },
  );
};
