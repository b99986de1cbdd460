import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { withAppApollo } from '@/lib/apollo/withAppApollo';
import { useQueryRetry } from '@/lib/apollo/useQueryRetry';
import { GetCurrentAgent, type CurrentAgent } from './getCurrentAgent';

export interface BrowserAgentQueryProps {
  agentId: string;
  onAgent: (agent: CurrentAgent) => void;
}

/**
 * The agent asked from the browser, when the server render came without them: again by itself until the
 * data service answers (a refused token ends the session through the Apollo error link). Loaded on its own
 * (AccountLayout), so the GraphQL client stays off pages whose server render had everything.
 */
function AskForAgent({ agentId, onAgent }: BrowserAgentQueryProps) {
  const query = useQuery(GetCurrentAgent, { variables: { id: agentId } });
  useQueryRetry(query);
  const agent = query.data?.agent_by_pk;
  useEffect(() => {
    if (agent) onAgent(agent);
  }, [agent, onAgent]);
  return null;
}

export default withAppApollo(AskForAgent);
