import { allOf } from '@/lib/search/orderSearch';
import type { Claim_Bool_Exp } from '@/lib/graphql/generated/graphql';
import type { ListQuery } from '@/lib/lists/listQuery';
import { claimStatusesOf, type ClaimFilters } from './claimList';
import { claimSearchWhere } from './claimSearch';

// What the claims list asks the data service for a state of its URL: used by the server's page and the
// browser's query. The statuses travel in the `where` variable, never as literals in the query's text.

/** The claims a list state matches: its status choice and its search. */
export function claimListWhere({ q, filters }: Pick<ListQuery<ClaimFilters>, 'q' | 'filters'>): Claim_Bool_Exp {
  const statuses = claimStatusesOf(filters.status);
  return allOf<Claim_Bool_Exp>(statuses === undefined ? {} : { status: { _in: [...statuses] } }, claimSearchWhere(q));
}

/** The list query's variables for a list state (the page window aside). */
export function claimListVariables(list: Pick<ListQuery<ClaimFilters>, 'q' | 'filters'>) {
  return { where: claimListWhere(list) };
}
