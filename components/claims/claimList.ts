import type { ParsedUrlQuery } from 'node:querystring';
import { CLAIM_STATUS_LABELS } from '@/lib/claims/claimStatus';
import { CLAIM_STATUSES, CLOSED_CLAIM_STATUSES, isClaimStatus, OPEN_CLAIM_STATUSES, type ClaimStatus } from '@/lib/domain/claims';
import { defineList } from '@/lib/lists/defineList';
import { firstQueryValue, type ListFilters, type UrlQuery } from '@/lib/lists/listQuery';
import { CLAIMS_PATH } from './urls';

/** Claims per page of the list. */
export const CLAIMS_PAGE_SIZE = 20;

/** Which claims the list shows: all, the open or the closed ones (lib/domain/claims), or those in one status. */
export type ClaimStatusFilter = 'all' | 'open' | 'closed' | ClaimStatus;

/** The claims list's own URL state: `?status=open`, `?status=closed` or `?status=UNDER_REVIEW`. */
export interface ClaimFilters {
  status: ClaimStatusFilter;
}

export const NO_CLAIM_FILTERS: ClaimFilters = { status: 'all' };

/** The choices of the status filter, in the order the select lists them. */
export const CLAIM_STATUS_FILTER_OPTIONS: readonly { value: ClaimStatusFilter; label: string }[] = [
  { value: 'all', label: 'All claims' },
  { value: 'open', label: 'Open (not yet closed)' },
  { value: 'closed', label: 'Closed (completed or rejected)' },
  ...CLAIM_STATUSES.map((status) => ({ value: status, label: CLAIM_STATUS_LABELS[status] })),
];

// Longer than any choice: someone else's URL, not read at all.
const LONGEST_CHOICE = Math.max(...CLAIM_STATUS_FILTER_OPTIONS.map((option) => option.value.length));

/** A `status` value of the URL as a choice, whatever its case; anything else is every claim. */
export function parseClaimStatusFilter(value: string | string[] | undefined): ClaimStatusFilter {
  const text = (firstQueryValue(value) ?? '').trim();
  if (text.length > LONGEST_CHOICE) return 'all';
  const lower = text.toLowerCase();
  if (lower === 'open' || lower === 'closed') return lower;
  const upper = text.toUpperCase();
  return isClaimStatus(upper) ? upper : 'all';
}

/** The claims list's filter in the URL: one status choice, `all` (the default) left out. */
export const CLAIM_LIST_FILTERS: ListFilters<ClaimFilters> = {
  parse: (query: ParsedUrlQuery): ClaimFilters => ({ status: parseClaimStatusFilter(query.status) }),
  toQuery: ({ status }: ClaimFilters): UrlQuery => (status === 'all' ? {} : { status }),
};

/** The statuses a choice stands for; undefined for every claim. */
export function claimStatusesOf(filter: ClaimStatusFilter): readonly ClaimStatus[] | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'open':
      return OPEN_CLAIM_STATUSES;
    case 'closed':
      return CLOSED_CLAIM_STATUSES;
    default:
      return [filter];
  }
}

/** The choice in words, e.g. "Open (not yet closed)". */
export function claimStatusFilterLabel(filter: ClaimStatusFilter): string {
  return CLAIM_STATUS_FILTER_OPTIONS.find((option) => option.value === filter)?.label ?? filter;
}

/** /account/warranty: the agent's claims as the URL's search, status choice and page say. */
export const claimList = defineList({
  path: CLAIMS_PATH,
  filters: CLAIM_LIST_FILTERS,
  pageSize: CLAIMS_PAGE_SIZE,
  query: () => import('./claimListQuery').then((module) => module.claimListQuery),
});
