import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import { readFailure } from '@/lib/forms/readFailure';
import type { KeyedAnswer, RequestFailure } from '@/lib/forms/submitOnce';
import { SetAgentTeam } from './setAgentTeam';

// The move's request, loaded (with the GraphQL client) at the first focus or tap on the form.

/** Sends `set_agent_team`: sent again after it went through, the agent is in that team and nothing more is written. */
export async function sendAgentTeam(agentId: string, teamLeadId: string | null): Promise<KeyedAnswer<true, RequestFailure>> {
  try {
    const { data } = await getBrowserApolloClient().mutate({ mutation: SetAgentTeam, variables: { agentId, teamLeadId }, fetchPolicy: 'no-cache' });
    if (!data?.set_agent_team) throw new Error('The data service did not answer the move');
    return { kind: 'done', done: true };
  } catch (error) {
    const code = errorCode(error);
    return readFailure({ message: formatGraphQLError(error), ...(code ? { code } : {}) });
  }
}
