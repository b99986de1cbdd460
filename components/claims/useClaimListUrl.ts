import { useListUrl, type ListUrl } from '@/lib/lists/useListUrl';
import { CLAIM_LIST_FILTERS, type ClaimFilters } from './claimList';
import { CLAIMS_PATH } from './urls';

export type ClaimListUrl = ListUrl<ClaimFilters>;

/** The claims list's URL state: search, status choice and page (no GraphQL client). */
export const useClaimListUrl = (): ClaimListUrl => useListUrl(CLAIMS_PATH, CLAIM_LIST_FILTERS);
