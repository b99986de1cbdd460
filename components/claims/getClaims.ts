import { graphql } from '@/lib/graphql/generated';
import type { GetClaimsQuery } from '@/lib/graphql/generated/graphql';

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

/** A page of claims out of an answer: its rows and how many match in all. */
export const claimRows = (data: ClaimsData) => ({ rows: data.claim, total: data.claim_aggregate.aggregate?.count });
