import { graphql } from '@/lib/graphql/generated';
import type { RenewalToDoOrderFragment } from '@/lib/graphql/generated/graphql';

export type RenewalToDoOrder = RenewalToDoOrderFragment;

/**
 * What a to-do item shows of its order: whose plan, on which device, when its cover ends. Spread as
 * `...RenewalToDoOrder` by the dashboard's and the renewals screen's queries, with `renewalToDoWhere`.
 */
export const RenewalToDoOrderFields = graphql(`
  fragment RenewalToDoOrder on plan_order {
    id
    policy_number
    ends_on
    ...OrderParties
  }
`);
