import { graphql } from '@/lib/graphql/generated';
import type { GetWalletLedgerQuery, Wallet_Transaction_Bool_Exp } from '@/lib/graphql/generated/graphql';
import { defineListQuery, type ListSearch } from '@/lib/lists/defineListQuery';
import { withinLagosDays } from '@/lib/lists/filterValues';
import type { LedgerFilters } from './ledgerList';

// What the ledger asks the data service for its filters: used by the server's page and the browser's query.

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

/** The ledger lines a state matches (the ledger has no search: `q` is not read). */
export function ledgerWhere({ filters }: Pick<ListSearch<LedgerFilters>, 'filters'>): Wallet_Transaction_Bool_Exp {
  const created = withinLagosDays(filters);
  return {
    ...(filters.kinds.length === 0 ? {} : { kind: { _in: [...filters.kinds] } }),
    ...(created === undefined ? {} : { created_at: created }),
  };
}

/** The ledger's rows: its kinds and dates as `where`. */
export const ledgerListQuery = defineListQuery({
  document: GetWalletLedger,
  variables: (list: ListSearch<LedgerFilters>) => ({ where: ledgerWhere(list) }),
  rows: (data: LedgerData) => ({ rows: data.wallet_transaction, total: data.wallet_transaction_aggregate.aggregate?.count }),
});
