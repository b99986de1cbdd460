import { useMemo } from 'react';
import { usePagedQuery, type PagedQuery } from '@/lib/lists/usePagedQuery';
import { CLAIMS_PAGE_SIZE } from './claimList';
import { claimListVariables } from './claimListQuery';
import { claimRows, GetClaims, type ClaimRow } from './getClaims';
import { useClaimListUrl, type ClaimListUrl } from './useClaimListUrl';

export type ClaimListState = ClaimListUrl & PagedQuery<ClaimRow>;

/** The agent's claims as the URL says, asked from the browser the way the orders list is. */
export function useClaimList(): ClaimListState {
  const url = useClaimListUrl();
  const variables = useMemo(() => claimListVariables({ q: url.q, filters: url.filters }), [url.q, url.filters]);
  const list = usePagedQuery(url, GetClaims, variables, CLAIMS_PAGE_SIZE, claimRows);
  return { ...url, ...list };
}
