import dynamic from 'next/dynamic';
import type { ServerListPage } from '@/lib/lists/loadListPage';
import { BrowserListLoading, ReportList, useServerFirstList } from '@/lib/lists/serverFirstList';
import { ClaimList } from './ClaimList';
import { CLAIMS_PAGE_SIZE, type ClaimFilters } from './claimList';
import type { ClaimRow } from './getClaims';
import { useClaimListUrl } from './useClaimListUrl';

const BrowserClaimsQuery = dynamic(() => import('./BrowserClaimsQuery'), { ssr: false, loading: BrowserListLoading });

/** /account/warranty: the agent's claims as the URL's search, status and page say, first as the server found them. */
export function ClaimListView({ claimsPage }: { claimsPage: ServerListPage<ClaimRow, ClaimFilters> }) {
  const url = useClaimListUrl();
  const { list, browserAsks, report } = useServerFirstList(claimsPage, url, CLAIMS_PAGE_SIZE);
  return (
    <>
      {browserAsks ? (
        <ReportList report={report}>
          <BrowserClaimsQuery />
        </ReportList>
      ) : null}
      <ClaimList {...url} {...list} />
    </>
  );
}
