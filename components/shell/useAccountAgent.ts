import { useQuery } from '@apollo/client/react';
import { GetCurrentAgent, type CurrentAgent } from './getCurrentAgent';

/**
 * The agent the server rendered the page with; when the server could not reach the data service, the
 * browser asks instead (and a refused token ends the session through the Apollo error link).
 */
export function useAccountAgent(agentId: string, fromServer: CurrentAgent | null): CurrentAgent | null {
  const { data } = useQuery(GetCurrentAgent, { variables: { id: agentId }, skip: fromServer !== null });
  return fromServer ?? data?.agent_by_pk ?? null;
}
