import { graphql } from '@/lib/graphql/generated';
import type { Claim_Bool_Exp, GetClaimsQuery } from '@/lib/graphql/generated/graphql';
import { defineListQuery, type ListSearch } from '@/lib/lists/defineListQuery';
import { allOf } from '@/lib/search/orderSearch';
import { claimStatusesOf, type ClaimFilters } from './claimList';
import { claimSearchWhere } from './claimSearch';

// What the claims list asks the data service for a state of its URL: used by the server's page and the
// browser's query. The statuses travel in the `where` variable, never as literals in the query's text.

export type ClaimsData = GetClaimsQuery;
export type ClaimRow = GetClaimsQuery['claim'][number];

/**
 * One page of the agent's claims (filtered by `claimListWhere`), newest first (the id breaking ties, so
 * pages never overlap), and how many match in all. The agent role sees only its own claims.
 */
export const GetClaims = graphql(`
  query GetClaims($where: claim_bool_exp!, $limit: Int!, $offset: Int!) {
    claim(where: $where, order_by: [{ created_at: desc }, { id: desc }], limit: $limit, offset: $offset) {
      id
      reference
      claim_type
      incident_date
      status
      excess_kobo
      created_at
      customer {
        id
        first_name
        last_name
      }
      device {
        id
        brand
        model
      }
    }
    claim_aggregate(where: $where) {
      aggregate {
        count
      }
    }
  }
`);

/** The claims a list state matches: its status choice and its search. */
export function claimListWhere({ q, filters }: ListSearch<ClaimFilters>): Claim_Bool_Exp {
  const statuses = claimStatusesOf(filters.status);
  return allOf<Claim_Bool_Exp>(statuses === undefined ? {} : { status: { _in: [...statuses] } }, claimSearchWhere(q));
}

/** The claims list's rows: its status choice and search as `where`. */
export const claimListQuery = defineListQuery({
  document: GetClaims,
  variables: (list: ListSearch<ClaimFilters>) => ({ where: claimListWhere(list) }),
  rows: (data: ClaimsData) => ({ rows: data.claim, total: data.claim_aggregate.aggregate?.count }),
});
