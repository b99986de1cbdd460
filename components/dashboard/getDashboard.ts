import { FAILED_TRY_WHERE, INSTALMENT_TO_DO_LIMIT, instalmentToDoWhere } from '@/components/renewals/instalmentToDo';
import { DASHBOARD_TO_DO_LIMIT, renewalToDoWhere } from '@/components/renewals/renewalToDo';
import { OPEN_CLAIM_STATUSES } from '@/lib/domain/claims';
import { IN_FORCE_ORDER_STATUS } from '@/lib/domain/orders';
import { SALES_FIGURE_RULES } from '@/lib/domain/salesFigures';
import { graphql } from '@/lib/graphql/generated';
import type { GetDashboardQuery, GetDashboardQueryVariables } from '@/lib/graphql/generated/graphql';
import { dashboardPeriod } from './dashboardPeriod';

export type DashboardData = GetDashboardQuery;
export type DashboardOrder = GetDashboardQuery['latest_orders'][number];

/**
 * Where the agent's day stands, in one round trip. Every row filter beyond these is the agent role's
 * permission (its own orders, claims and ledger only).
 * - plans sold: orders created since the start of the Lagos month that were paid for (PAID_ORDER_STATUSES);
 *   value = their premium (the whole term's price: what was written);
 * - premium collected: the money for plans received since the start of the month (a sale's first
 *   instalment, a later instalment, a renewal), less what was refunded of it (RECEIVED_PAYMENT_STATUSES);
 * - commission: COMMISSION ledger entries since the start of the month;
 * - open claims: in one of OPEN_CLAIM_STATUSES (lib/domain/claims: not yet rejected or completed);
 * - renewals due: orders in force whose cover ends between today and 30 days from now;
 * - to do: the first plans with an open renewal reminder, soonest end first, and how many in all
 *   (`$renewalToDo`: renewalToDoWhere, the renewals screen's rule).
 */
export const GetDashboard = graphql(`
  query GetDashboard(
    $agentId: uuid!
    $monthStart: timestamptz!
    $today: date!
    $renewalsUntil: date!
    $soldStatuses: [String!]!
    $planPurposes: [String!]!
    $receivedStatuses: [String!]!
    $inForceStatus: String!
    $commissionKind: String!
    $openClaimStatuses: [String!]!
    $renewalToDo: plan_order_bool_exp!
    $renewalToDoLimit: Int!
    $instalmentToDo: plan_order_bool_exp!
    $instalmentToDoLimit: Int!
    $failedTry: payment_bool_exp!
  ) {
    agent_by_pk(id: $agentId) {
      id
      wallet_balance_kobo
    }
    plans_sold: plan_order_aggregate(where: { created_at: { _gte: $monthStart }, status: { _in: $soldStatuses } }) {
      aggregate {
        count
        sum {
          premium_kobo
        }
      }
    }
    collected: payment_aggregate(where: { purpose: { _in: $planPurposes }, status: { _in: $receivedStatuses }, paid_at: { _gte: $monthStart } }) {
      aggregate {
        sum {
          amount_kobo
          refunded_kobo
        }
      }
    }
    commission: wallet_transaction_aggregate(where: { kind: { _eq: $commissionKind }, created_at: { _gte: $monthStart } }) {
      aggregate {
        sum {
          amount_kobo
        }
      }
    }
    open_claims: claim_aggregate(where: { status: { _in: $openClaimStatuses } }) {
      aggregate {
        count
      }
    }
    renewals_due: plan_order_aggregate(where: { status: { _eq: $inForceStatus }, ends_on: { _gte: $today, _lte: $renewalsUntil } }) {
      aggregate {
        count
      }
    }
    renewal_to_do: plan_order(where: $renewalToDo, order_by: [{ ends_on: asc }, { id: asc }], limit: $renewalToDoLimit) {
      ...RenewalToDoOrder
    }
    instalment_to_do: plan_order(where: $instalmentToDo, order_by: [{ policy_number: asc }], limit: $instalmentToDoLimit) {
      ...InstalmentToDoOrder
    }
    renewal_to_do_total: plan_order_aggregate(where: $renewalToDo) {
      aggregate {
        count
      }
    }
    latest_orders: plan_order(order_by: [{ created_at: desc }], limit: 5) {
      id
      reference
      status
      premium_kobo
      created_at
      customer {
        id
        first_name
        last_name
      }
      plan {
        id
        name
      }
    }
  }
`);

/**
 * The dashboard's variables for the agent at `now`: this Lagos month and today, and the statuses and ledger
 * kind each figure counts, from their one home (lib/domain), never literals in the query.
 */
export function dashboardVariables(agentId: string, now: Date): GetDashboardQueryVariables {
  const period = dashboardPeriod(now);
  return {
    agentId,
    ...period,
    ...SALES_FIGURE_RULES,
    inForceStatus: IN_FORCE_ORDER_STATUS,
    openClaimStatuses: [...OPEN_CLAIM_STATUSES],
    renewalToDo: renewalToDoWhere(period.today),
    renewalToDoLimit: DASHBOARD_TO_DO_LIMIT,
    instalmentToDo: instalmentToDoWhere(period.today),
    instalmentToDoLimit: INSTALMENT_TO_DO_LIMIT,
    failedTry: FAILED_TRY_WHERE,
  };
}
