import { graphql } from '@/lib/graphql/generated';

// Ends every session of the signed-in agent on the data service: its tokens are refused from then on.
export const Logout = graphql(`
  mutation Logout {
    logout
  }
`);
