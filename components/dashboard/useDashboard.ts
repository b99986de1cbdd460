import { useQuery } from '@apollo/client/react';
import { useQueryRetry } from '@/lib/apollo/useQueryRetry';
import { toDashboardSummary, type DashboardSummary } from './dashboardSummary';
import { dashboardVariables, GetDashboard } from './getDashboard';

export interface DashboardState {
  summary?: DashboardSummary;
  errorMessage?: string;
  retrying: boolean;
  retry: () => void;
}

/**
 * The dashboard's figures for the month of `now` (fixed for the life of the screen), asked from the
 * browser: cached ones at once on a return visit, refreshed from the network each time.
 */
export function useDashboard(agentId: string, now: Date): DashboardState {
  const variables = dashboardVariables(agentId, now);
  const query = useQuery(GetDashboard, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { errorMessage, retrying, retry } = useQueryRetry(query);
  return { summary: query.data ? toDashboardSummary(query.data, variables.today) : undefined, errorMessage, retrying, retry };
}
