import { graphql } from '@/lib/graphql/generated';
import type { GetRenewalsQuery } from '@/lib/graphql/generated/graphql';

export type RenewalOrder = GetRenewalsQuery['plan_order'][number];

/**
 * The agent's plans whose cover ends within the renewal window around `$today` (active, or ended and not
 * cancelled), by end date, with how many paid-for renewals each already has (`$boughtStatuses`); and, in
 * the same round trip, the to-do list: the plans with an open reminder (`$toDo`, renewalToDoWhere) and
 * those with an unpaid instalment to chase (`$instalmentToDo`, instalmentToDoWhere).
 */
export const GetRenewals = graphql(`
  query GetRenewals(
    $from: date!
    $until: date!
    $renewableStatuses: [String!]!
    $boughtStatuses: [String!]!
    $limit: Int!
    $toDo: plan_order_bool_exp!
    $instalmentToDo: plan_order_bool_exp!
    $instalmentToDoLimit: Int!
    $failedTry: payment_bool_exp!
  ) {
    plan_order(
      where: { status: { _in: $renewableStatuses }, ends_on: { _gte: $from, _lte: $until } }
      order_by: [{ ends_on: asc }, { id: asc }]
      limit: $limit
    ) {
      id
      reference
      policy_number
      ends_on
      ...OrderParties
      renewals_aggregate(where: { status: { _in: $boughtStatuses } }) {
        aggregate {
          count
        }
      }
    }
    to_do: plan_order(where: $toDo, order_by: [{ ends_on: asc }, { id: asc }], limit: $limit) {
      ...RenewalToDoOrder
    }
    instalment_to_do: plan_order(where: $instalmentToDo, order_by: [{ policy_number: asc }], limit: $instalmentToDoLimit) {
      ...InstalmentToDoOrder
    }
  }
`);
