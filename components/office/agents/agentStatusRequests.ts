import type { AgentStatus } from '@/lib/actions/setAgentStatus';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import { readFailure } from '@/lib/forms/readFailure';
import type { KeyedAnswer, RequestFailure } from '@/lib/forms/submitOnce';
import { SetAgentStatus } from './setAgentStatus';

// The status change's request, loaded (with the GraphQL client) at the first focus or tap on the form.

/** Sends `set_agent_status`: sent again after it went through, the account has that status and nothing more is written. */
export async function sendAgentStatus(agentId: string, status: AgentStatus, reason: string | null): Promise<KeyedAnswer<true, RequestFailure>> {
  try {
    const { data } = await getBrowserApolloClient().mutate({ mutation: SetAgentStatus, variables: { agentId, status, reason }, fetchPolicy: 'no-cache' });
    if (!data?.set_agent_status) throw new Error('The data service did not answer the change of status');
    return { kind: 'done', done: true };
  } catch (error) {
    const code = errorCode(error);
    return readFailure({ message: formatGraphQLError(error), ...(code ? { code } : {}) });
  }
}
