import type { ParsedUrlQuery } from 'node:querystring';
import type { Wallet_Transaction_Bool_Exp } from '@/lib/graphql/generated/graphql';
import { dateRangeQuery, parseChoices, parseDateRange, withinLagosDays, type DateRange } from '@/lib/lists/filterValues';
import type { ListFilters, ListQuery, UrlQuery } from '@/lib/lists/listQuery';
import { WALLET_TRANSACTION_KINDS, type WalletTransactionKind } from '@/lib/wallet/walletTransaction';

/** Ledger lines per page. */
export const LEDGER_PAGE_SIZE = 20;

/** The ledger's URL state: `?kind=FUNDING&kind=REFUND&from=2026-01-01&to=2026-03-31` (and the page). */
export interface LedgerFilters extends DateRange {
  /** Any of these kinds (none: every kind), in WALLET_TRANSACTION_KINDS' order. */
  kinds: WalletTransactionKind[];
}

export const NO_LEDGER_FILTERS: LedgerFilters = { kinds: [], from: null, to: null };

/** The ledger's filters in the URL: unknown kinds and impossible dates dropped, a reversed range turned round. */
export const LEDGER_FILTERS: ListFilters<LedgerFilters> = {
  parse: (query: ParsedUrlQuery): LedgerFilters => ({ kinds: parseChoices(query.kind, WALLET_TRANSACTION_KINDS), ...parseDateRange(query) }),
  toQuery: ({ kinds, from, to }: LedgerFilters): UrlQuery => ({ ...(kinds.length === 0 ? {} : { kind: [...kinds] }), ...dateRangeQuery({ from, to }) }),
};

/** The ledger lines a state matches (the ledger has no search: `q` is not read). */
export function ledgerWhere({ filters }: Pick<ListQuery<LedgerFilters>, 'filters'>): Wallet_Transaction_Bool_Exp {
  const created = withinLagosDays(filters);
  return {
    ...(filters.kinds.length === 0 ? {} : { kind: { _in: [...filters.kinds] } }),
    ...(created === undefined ? {} : { created_at: created }),
  };
}
