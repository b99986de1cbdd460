import { graphql } from '@/lib/graphql/supervisor/generated';
import type { GetTeamQuery } from '@/lib/graphql/supervisor/generated/graphql';

export type TeamAgentRow = GetTeamQuery['agent'][number];

/** A week's (or the period's) plans sold and their premium. */
export const TeamWeekSold = graphql(`
  fragment TeamWeekSold on plan_order_aggregate {
    aggregate {
      count
      sum {
        premium_kobo
      }
    }
  }
`);

/** A week's (or the period's) plans' money received and refunded. */
export const TeamWeekCollected = graphql(`
  fragment TeamWeekCollected on payment_aggregate {
    aggregate {
      sum {
        amount_kobo
        refunded_kobo
      }
    }
  }
`);

/**
 * The supervisor's team in one round trip (the supervisor role's permission keeps every row to its own
 * team): each agent with its figures since `$since` (this week or month, teamPeriod.ts) — plans sold and
 * their premium, the renewals among them, the plans' money received less refunds, commission (net of
 * clawbacks), claims filed — and, for the chart, its sales and collections in each of the last 13 weeks
 * (`$w0` … `$w13`: the weeks' bounds; aliased per agent, as one operation may ask at most 20 root fields).
 * Statuses, purposes and the ledger's kind come as variables from their homes (lib/domain), as the
 * dashboard's do; the dashboard's figures and these are the same rules.
 */
export const GetTeam = graphql(`
  query GetTeam(
    $agentRole: String!
    $since: timestamptz!
    $soldStatuses: [String!]!
    $planPurposes: [String!]!
    $receivedStatuses: [String!]!
    $commissionKind: String!
    $w0: timestamptz!
    $w1: timestamptz!
    $w2: timestamptz!
    $w3: timestamptz!
    $w4: timestamptz!
    $w5: timestamptz!
    $w6: timestamptz!
    $w7: timestamptz!
    $w8: timestamptz!
    $w9: timestamptz!
    $w10: timestamptz!
    $w11: timestamptz!
    $w12: timestamptz!
    $w13: timestamptz!
  ) {
    agent(where: { role: { _eq: $agentRole } }, order_by: [{ first_name: asc }, { last_name: asc }, { id: asc }]) {
      id
      first_name
      last_name
      phone
      status
      last_signed_in_at
      sold: plan_orders_aggregate(where: { status: { _in: $soldStatuses }, created_at: { _gte: $since } }) {
        ...TeamWeekSold
      }
      renewed: plan_orders_aggregate(where: { status: { _in: $soldStatuses }, renewal_of_id: { _is_null: false }, created_at: { _gte: $since } }) {
        aggregate {
          count
        }
      }
      collected: payments_aggregate(where: { purpose: { _in: $planPurposes }, status: { _in: $receivedStatuses }, paid_at: { _gte: $since } }) {
        ...TeamWeekCollected
      }
      commission: wallet_transactions_aggregate(where: { kind: { _eq: $commissionKind }, created_at: { _gte: $since } }) {
        aggregate {
          sum {
            amount_kobo
          }
        }
      }
      claims: claims_aggregate(where: { created_at: { _gte: $since } }) {
        aggregate {
          count
        }
      }
      sold_0: plan_orders_aggregate(where: { status: { _in: $soldStatuses }, created_at: { _gte: $w0, _lt: $w1 } }) {
        ...TeamWeekSold
      }
      collected_0: payments_aggregate(where: { purpose: { _in: $planPurposes }, status: { _in: $receivedStatuses }, paid_at: { _gte: $w0, _lt: $w1 } }) {
        ...TeamWeekCollected
      }
      sold_1: plan_orders_aggregate(where: { status: { _in: $soldStatuses }, created_at: { _gte: $w1, _lt: $w2 } }) {
        ...TeamWeekSold
      }
      collected_1: payments_aggregate(where: { purpose: { _in: $planPurposes }, status: { _in: $receivedStatuses }, paid_at: { _gte: $w1, _lt: $w2 } }) {
        ...TeamWeekCollected
      }
      sold_2: plan_orders_aggregate(where: { status: { _in: $soldStatuses }, created_at: { _gte: $w2, _lt: $w3 } }) {
        ...TeamWeekSold
      }
      collected_2: payments_aggregate(where: { purpose: { _in: $planPurposes }, status: { _in: $receivedStatuses }, paid_at: { _gte: $w2, _lt: $w3 } }) {
        ...TeamWeekCollected
      }
      sold_3: plan_orders_aggregate(where: { status: { _in: $soldStatuses }, created_at: { _gte: $w3, _lt: $w4 } }) {
        ...TeamWeekSold
      }
      collected_3: payments_aggregate(where: { purpose: { _in: $planPurposes }, status: { _in: $receivedStatuses }, paid_at: { _gte: $w3, _lt: $w4 } }) {
        ...TeamWeekCollected
      }
      sold_4: plan_orders_aggregate(where: { status: { _in: $soldStatuses }, created_at: { _gte: $w4, _lt: $w5 } }) {
        ...TeamWeekSold
      }
      collected_4: payments_aggregate(where: { purpose: { _in: $planPurposes }, status: { _in: $receivedStatuses }, paid_at: { _gte: $w4, _lt: $w5 } }) {
        ...TeamWeekCollected
      }
      sold_5: plan_orders_aggregate(where: { status: { _in: $soldStatuses }, created_at: { _gte: $w5, _lt: $w6 } }) {
        ...TeamWeekSold
      }
      collected_5: payments_aggregate(where: { purpose: { _in: $planPurposes }, status: { _in: $receivedStatuses }, paid_at: { _gte: $w5, _lt: $w6 } }) {
        ...TeamWeekCollected
      }
      sold_6: plan_orders_aggregate(where: { status: { _in: $soldStatuses }, created_at: { _gte: $w6, _lt: $w7 } }) {
        ...TeamWeekSold
      }
      collected_6: payments_aggregate(where: { purpose: { _in: $planPurposes }, status: { _in: $receivedStatuses }, paid_at: { _gte: $w6, _lt: $w7 } }) {
        ...TeamWeekCollected
      }
      sold_7: plan_orders_aggregate(where: { status: { _in: $soldStatuses }, created_at: { _gte: $w7, _lt: $w8 } }) {
        ...TeamWeekSold
      }
      collected_7: payments_aggregate(where: { purpose: { _in: $planPurposes }, status: { _in: $receivedStatuses }, paid_at: { _gte: $w7, _lt: $w8 } }) {
        ...TeamWeekCollected
      }
      sold_8: plan_orders_aggregate(where: { status: { _in: $soldStatuses }, created_at: { _gte: $w8, _lt: $w9 } }) {
        ...TeamWeekSold
      }
      collected_8: payments_aggregate(where: { purpose: { _in: $planPurposes }, status: { _in: $receivedStatuses }, paid_at: { _gte: $w8, _lt: $w9 } }) {
        ...TeamWeekCollected
      }
      sold_9: plan_orders_aggregate(where: { status: { _in: $soldStatuses }, created_at: { _gte: $w9, _lt: $w10 } }) {
        ...TeamWeekSold
      }
      collected_9: payments_aggregate(where: { purpose: { _in: $planPurposes }, status: { _in: $receivedStatuses }, paid_at: { _gte: $w9, _lt: $w10 } }) {
        ...TeamWeekCollected
      }
      sold_10: plan_orders_aggregate(where: { status: { _in: $soldStatuses }, created_at: { _gte: $w10, _lt: $w11 } }) {
        ...TeamWeekSold
      }
      collected_10: payments_aggregate(where: { purpose: { _in: $planPurposes }, status: { _in: $receivedStatuses }, paid_at: { _gte: $w10, _lt: $w11 } }) {
        ...TeamWeekCollected
      }
      sold_11: plan_orders_aggregate(where: { status: { _in: $soldStatuses }, created_at: { _gte: $w11, _lt: $w12 } }) {
        ...TeamWeekSold
      }
      collected_11: payments_aggregate(where: { purpose: { _in: $planPurposes }, status: { _in: $receivedStatuses }, paid_at: { _gte: $w11, _lt: $w12 } }) {
        ...TeamWeekCollected
      }
      sold_12: plan_orders_aggregate(where: { status: { _in: $soldStatuses }, created_at: { _gte: $w12, _lt: $w13 } }) {
        ...TeamWeekSold
      }
      collected_12: payments_aggregate(where: { purpose: { _in: $planPurposes }, status: { _in: $receivedStatuses }, paid_at: { _gte: $w12, _lt: $w13 } }) {
        ...TeamWeekCollected
      }
    }
  }
`);
