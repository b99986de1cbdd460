import type { ParsedUrlQuery } from 'node:querystring';
import { parseClaimStatusFilter, type ClaimFilters } from '@/components/claims/claimList';
import { defineList } from '@/lib/lists/defineList';
import type { ListFilters, UrlQuery } from '@/lib/lists/listQuery';
import { CLAIM_QUEUE_PATH } from './urls';

/** Claims per page of the queue. */
export const CLAIM_QUEUE_PAGE_SIZE = 20;

/**
 * The queue's status choice in the URL, as the agent's claims list writes it (`?status=SUBMITTED`, `closed`,
 * `all`), except that the queue opens on the open claims (the work waiting), so `open` is the one left out.
 */
export const CLAIM_QUEUE_FILTERS: ListFilters<ClaimFilters> = {
  parse: (query: ParsedUrlQuery): ClaimFilters => ({ status: query.status === undefined ? 'open' : parseClaimStatusFilter(query.status) }),
  toQuery: ({ status }: ClaimFilters): UrlQuery => (status === 'open' ? {} : { status }),
};

export const OPEN_CLAIMS: ClaimFilters = { status: 'open' };

/** /office/claims: the partner's claims for the desk, oldest waiting first. */
export const claimQueue = defineList({
  path: CLAIM_QUEUE_PATH,
  filters: CLAIM_QUEUE_FILTERS,
  pageSize: CLAIM_QUEUE_PAGE_SIZE,
  query: () => import('./claimQueueQuery').then((module) => module.claimQueueQuery),
});
