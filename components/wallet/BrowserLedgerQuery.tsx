import { useMemo } from 'react';
import { withAppApollo } from '@/lib/apollo/withAppApollo';
import { useReportList } from '@/lib/lists/serverFirstList';
import { usePagedQuery } from '@/lib/lists/usePagedQuery';
import { GetWalletLedger, ledgerLines } from './getWalletLedger';
import { useWalletLedgerUrl } from './useWalletLedgerUrl';
import { LEDGER_PAGE_SIZE, ledgerWhere } from './walletLedger';

/**
 * The ledger lines the URL names, asked from the browser (after a filter, a move in place, or when the
 * server had no answer) and reported to the ledger on screen. Loaded on its own with the GraphQL client.
 */
function AskForLedger() {
  const url = useWalletLedgerUrl();
  const variables = useMemo(() => ({ where: ledgerWhere({ filters: url.filters }) }), [url.filters]);
  useReportList(usePagedQuery(url, GetWalletLedger, variables, LEDGER_PAGE_SIZE, ledgerLines));
  return null;
}

export default withAppApollo(AskForLedger);
