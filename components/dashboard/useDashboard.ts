import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useQueryRetry } from '@/lib/apollo/useQueryRetry';
import { dashboardPeriod } from './dashboardPeriod';
import { toDashboardSummary, type DashboardSummary } from './dashboardSummary';
import { GetDashboard } from './getDashboard';

export interface DashboardState {
  /** The instant "this month" is taken at (fixed for the life of the screen). */
  now: Date;
  summary?: DashboardSummary;
  errorMessage?: string;
  retrying: boolean;
  retry: () => void;
}

/** The dashboard's figures: cached ones at once on a return visit, refreshed from the network each time. */
export function useDashboard(agentId: string): DashboardState {
  const [now] = useState(() => new Date());
  const query = useQuery(GetDashboard, {
    variables: { agentId, ...dashboardPeriod(now) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { errorMessage, retrying, retry } = useQueryRetry(query);
  return { now, summary: query.data ? toDashboardSummary(query.data) : undefined, errorMessage, retrying, retry };
}
