import { graphql } from '@/lib/graphql/generated';
import type { GetDashboardQuery } from '@/lib/graphql/generated/graphql';

export type DashboardData = GetDashboardQuery;
export type DashboardOrder = GetDashboardQuery['latest_orders'][number];

/**
 * Where the agent's day stands, in one round trip. Every row filter beyond these is the agent role's
 * permission (its own orders, claims and ledger only).
 * - plans sold: orders created since the start of the Lagos month that were paid for (ACTIVE, or EXPIRED
 *   already); value = their premium (the whole term's price);
 * - commission: COMMISSION ledger entries since the start of the month;
 * - open claims: any status but REJECTED or COMPLETED;
 * - renewals due: ACTIVE orders whose cover ends between today and 30 days from now.
 */
export const GetDashboard = graphql(`
  query GetDashboard($agentId: uuid!, $monthStart: timestamptz!, $today: date!, $renewalsUntil: date!) {
    agent_by_pk(id: $agentId) {
      id
      wallet_balance_kobo
    }
    plans_sold: plan_order_aggregate(where: { created_at: { _gte: $monthStart }, status: { _in: ["ACTIVE", "EXPIRED"] } }) {
      aggregate {
        count
        sum {
          premium_kobo
        }
      }
    }
    commission: wallet_transaction_aggregate(where: { kind: { _eq: "COMMISSION" }, created_at: { _gte: $monthStart } }) {
      aggregate {
        sum {
          amount_kobo
        }
      }
    }
    open_claims: claim_aggregate(where: { status: { _nin: ["REJECTED", "COMPLETED"] } }) {
      aggregate {
        count
      }
    }
    renewals_due: plan_order_aggregate(where: { status: { _eq: "ACTIVE" }, ends_on: { _gte: $today, _lte: $renewalsUntil } }) {
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
