import { graphql } from '@/lib/graphql/generated';

/** How agents reach the partner's support when chat is not configured. */
export const GetPartnerSupport = graphql(`
  query GetPartnerSupport($code: String!) {
    partner(where: { code: { _eq: $code } }) {
      id
      name
      support_phone
      support_email
    }
  }
`);
