import { graphql } from '@/lib/graphql/generated';
import type { GetPartnerByCodeQuery, GetPartnerByCodeQueryVariables } from '@/lib/graphql/generated/graphql';

/** The partner fields the app reads (the gate, postpaid choice, chat), as the query selects them. */
export type Partner = GetPartnerByCodeQuery['partner'][number];

export type { GetPartnerByCodeQuery, GetPartnerByCodeQueryVariables as GetPartnerByCodeVariables };

// Runs signed out, so it must stay within the anonymous role's schema (lib/graphql/operations.test.ts checks).
export const GetPartnerByCode = graphql(`
  query GetPartnerByCode($code: String!) {
    partner(where: { code: { _eq: $code } }) {
      code
      allow_postpaid_plan
      id
    }
  }
`);
