import { useListUrl, type ListUrl } from '@/lib/lists/useListUrl';
import { LEDGER_FILTERS, type LedgerFilters } from './walletLedger';
import { WALLET_PATH } from './urls';

export type LedgerUrl = ListUrl<LedgerFilters>;

/** The ledger's URL state: kinds, date range and page (no GraphQL client). */
export const useWalletLedgerUrl = (): LedgerUrl => useListUrl(WALLET_PATH, LEDGER_FILTERS);
