import { useQuery } from '@apollo/client/react';
import { useQueryRetry } from '@/lib/apollo/useQueryRetry';
import { GetCurrentAgent, type CurrentAgent } from './getCurrentAgent';

/**
 * The agent the server rendered the page with; when the server could not reach the data service, the
 * browser asks instead, again by itself until it answers (and a refused token ends the session through
 * the Apollo error link).
 */
export function useAccountAgent(agentId: string, fromServer: CurrentAgent | null): CurrentAgent | null {
  const query = useQuery(GetCurrentAgent, { variables: { id: agentId }, skip: fromServer !== null });
  useQueryRetry(query);
  return fromServer ?? query.data?.agent_by_pk ?? null;
}
