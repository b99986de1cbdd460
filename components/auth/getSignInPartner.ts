import { graphql } from '@/lib/graphql/generated';

/**
 * What the sign-in screen shows beyond the partner gate's record: the demo credentials (the agent's and the
 * back office's), set only on a
 * database the demo seed filled. A query of its own so the gate's query stays exactly the spec's.
 */
export const GetSignInPartner = graphql(`
  query GetSignInPartner($code: String!) {
    partner(where: { code: { _eq: $code } }) {
      id
      demo_login_hint
      demo_staff_hint
    }
  }
`);
