import { defineList } from '@/lib/lists/defineList';
import { choicesAndDatesFilters, type ChoicesAndDates } from '@/lib/lists/filterValues';
import { WALLET_TRANSACTION_KINDS, type WalletTransactionKind } from '@/lib/wallet/walletTransaction';
import { WALLET_PATH } from './urls';

/**
 * Ledger lines per page: the latest ten under the balance, the account and the top-up form (twenty made the
 * wallet the heaviest screen to draw and hydrate; docs/decisions.md).
 */
export const LEDGER_PAGE_SIZE = 10;

/** The ledger's URL state: `?kind=FUNDING&kind=REFUND&from=2026-01-01&to=2026-03-31` (and the page): any of these kinds (none: every kind), in WALLET_TRANSACTION_KINDS' order. */
export type LedgerFilters = ChoicesAndDates<'kinds', WalletTransactionKind>;

export const NO_LEDGER_FILTERS: LedgerFilters = { kinds: [], from: null, to: null };

export const LEDGER_FILTERS = choicesAndDatesFilters('kinds', 'kind', WALLET_TRANSACTION_KINDS);

/** The ledger on /account/wallet as the URL's kinds, dates and page say (it has no search). */
export const ledgerList = defineList({
  path: WALLET_PATH,
  filters: LEDGER_FILTERS,
  pageSize: LEDGER_PAGE_SIZE,
  query: () => import('./ledgerListQuery').then((module) => module.ledgerListQuery),
});
