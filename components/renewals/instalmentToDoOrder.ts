import { graphql } from '@/lib/graphql/generated';
import type { InstalmentToDoOrderFragment } from '@/lib/graphql/generated/graphql';

export type InstalmentToDoOrder = InstalmentToDoOrderFragment;

/**
 * What an unpaid-instalment to-do item shows of its order: whose plan, how much is paid, and the saved
 * card's last failed try (`$failedTry`: failedTryWhere). Spread as `...InstalmentToDoOrder` by the
 * dashboard's and the renewals screen's queries, with `instalmentToDoWhere`.
 */
export const InstalmentToDoOrderFields = graphql(`
  fragment InstalmentToDoOrder on plan_order {
    id
    reference
    policy_number
    status
    lapsed_on
    instalments
    instalment_kobo
    amount_paid_kobo
    ...OrderParties
    failed_tries: payments(where: $failedTry, order_by: [{ instalment_number: desc }], limit: 1) {
      instalment_number
      failure_reason
    }
  }
`);
