import { graphql } from '@/lib/graphql/generated';
import type { GetCurrentAgentQuery } from '@/lib/graphql/generated/graphql';

/** The signed-in agent as the account shell shows them (and chat introduces them). */
export type CurrentAgent = NonNullable<GetCurrentAgentQuery['agent_by_pk']>;

// The agent role sees only its own row; the id comes from the token's x-hasura-user-id.
export const GetCurrentAgent = graphql(`
  query GetCurrentAgent($id: uuid!) {
    agent_by_pk(id: $id) {
      id
      first_name
      last_name
      phone
      email
    }
  }
`);
