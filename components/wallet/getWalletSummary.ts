import { graphql } from '@/lib/graphql/generated';

/** The wallet's balance and this month's commission (credited since `$monthStart`, the Lagos month's first instant). */
export const GetWalletSummary = graphql(`
  query GetWalletSummary($agentId: uuid!, $monthStart: timestamptz!) {
    agent_by_pk(id: $agentId) {
      id
      wallet_balance_kobo
    }
    commission: wallet_transaction_aggregate(where: { kind: { _eq: "COMMISSION" }, created_at: { _gte: $monthStart } }) {
      aggregate {
        sum {
          amount_kobo
        }
      }
    }
  }
`);
