import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ReassignFormValues } from '@/lib/actions/reassignCustomers';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import type { AccountStatus } from '@/lib/domain/accounts';
import { AGENT_ROLE } from '@/lib/domain/roles';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import { graphql } from '@/lib/graphql/partner-ops/generated';
import type { GetSellingAgentsQuery } from '@/lib/graphql/partner-ops/generated/graphql';
import { readFailure } from '@/lib/forms/readFailure';
import type { KeyedAnswer, RequestFailure } from '@/lib/forms/submitOnce';

// The reassignment's requests, loaded (with the GraphQL client) when operations open the form.

export type SellingAgent = GetSellingAgentsQuery['agent'][number];

/** The partner's agents who sell and sign in now: the ones customers can be given to. */
export const GetSellingAgents = graphql(`
  query GetSellingAgents($role: String!, $status: String!) {
    agent(where: { role: { _eq: $role }, status: { _eq: $status } }, order_by: [{ first_name: asc }, { last_name: asc }, { id: asc }]) {
      id
      first_name
      last_name
      phone
    }
  }
`);

/** Operations give one customer, or all of an agent's, to another agent, with the reason. */
export const ReassignCustomers = graphql(`
  mutation ReassignCustomers($customerId: uuid, $fromAgentId: uuid, $toAgentId: uuid!, $reason: String!) {
    reassign_customers(customer_id: $customerId, from_agent_id: $fromAgentId, to_agent_id: $toAgentId, reason: $reason) {
      to_agent_id
      moved
    }
  }
`);

/** Whose customers move: one customer, or every customer of an agent. */
export type ReassignScope = { customerId: string } | { fromAgentId: string };

export interface ReassignFailure extends RequestFailure {
  field?: keyof ReassignFormValues;
}

const ACTIVE: AccountStatus = 'ACTIVE';

/** The agents to choose from; null when the service did not answer. */
export async function fetchSellingAgents(): Promise<SellingAgent[] | null> {
  try {
    const { data } = await getBrowserApolloClient().query({ query: GetSellingAgents, variables: { role: AGENT_ROLE, status: ACTIVE }, fetchPolicy: 'network-only' });
    return data?.agent ?? null;
  } catch {
    return null;
  }
}

/** Sends `reassign_customers`: sent again after it went through, the customers are the agent's and nothing more moves. */
export async function sendReassignment(scope: ReassignScope, values: ReassignFormValues): Promise<KeyedAnswer<number, ReassignFailure>> {
  try {
    const { data } = await getBrowserApolloClient().mutate({
      mutation: ReassignCustomers,
      variables: { ...('customerId' in scope ? { customerId: scope.customerId } : { fromAgentId: scope.fromAgentId }), toAgentId: values.toAgentId, reason: values.reason.trim() },
      fetchPolicy: 'no-cache',
    });
    if (!data?.reassign_customers) throw new Error('The data service did not answer the reassignment');
    return { kind: 'done', done: data.reassign_customers.moved };
  } catch (error) {
    const code = errorCode(error);
    const field = CombinedGraphQLErrors.is(error) ? ({ to_agent_id: 'toAgentId', reason: 'reason' } as const)[String(error.errors[0]?.extensions?.field) as 'to_agent_id' | 'reason'] : undefined;
    return readFailure<ReassignFailure>({ message: formatGraphQLError(error), ...(code ? { code } : {}), ...(field ? { field } : {}) });
  }
}
