import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { loadListPage, type ServerListPage } from '@/lib/lists/loadListPage';
import { CLAIM_LIST_FILTERS, CLAIMS_PAGE_SIZE, type ClaimFilters } from './claimList';
import { claimListVariables } from './claimListQuery';
import { claimRows, GetClaims, type ClaimRow } from './getClaims';

export interface ClaimListPageProps {
  claimsPage: ServerListPage<ClaimRow, ClaimFilters>;
}

/** /account/warranty on the server: the page of claims the URL (search, status, page) names, in the first paint. */
export const loadClaimListPage: AccountPageLoader<ClaimListPageProps> = async (context, client) => ({
  claimsPage: await loadListPage(context, client, {
    query: GetClaims,
    filters: CLAIM_LIST_FILTERS,
    variables: claimListVariables,
    pageSize: CLAIMS_PAGE_SIZE,
    select: claimRows,
  }),
});
