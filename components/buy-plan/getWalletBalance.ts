import { graphql } from '@/lib/graphql/generated';

/** The agent's wallet balance, shown beside "Pay from the wallet". */
export const GetWalletBalance = graphql(`
  query GetWalletBalance($id: uuid!) {
    agent_by_pk(id: $id) {
      id
      wallet_balance_kobo
    }
  }
`);
