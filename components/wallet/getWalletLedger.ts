import { graphql } from '@/lib/graphql/generated';
import type { GetWalletLedgerQuery } from '@/lib/graphql/generated/graphql';

export type LedgerData = GetWalletLedgerQuery;
export type LedgerLine = GetWalletLedgerQuery['wallet_transaction'][number];

/**
 * One page of the agent's wallet ledger, newest line first (`seq`: the order the service wrote them in, so
 * each line's `balance_after_kobo` follows the one below it), and how many lines match in all.
 */
export const GetWalletLedger = graphql(`
  query GetWalletLedger($where: wallet_transaction_bool_exp!, $limit: Int!, $offset: Int!) {
    wallet_transaction(where: $where, order_by: [{ seq: desc }], limit: $limit, offset: $offset) {
      id
      kind
      description
      amount_kobo
      balance_after_kobo
      created_at
      payment {
        id
        reference
      }
      plan_order {
        id
        reference
      }
    }
    wallet_transaction_aggregate(where: $where) {
      aggregate {
        count
      }
    }
  }
`);

/** A page of the ledger out of an answer: its lines and how many match in all. */
export const ledgerLines = (data: LedgerData) => ({ rows: data.wallet_transaction, total: data.wallet_transaction_aggregate.aggregate?.count });
