import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { formatGraphQLError } from '@/lib/errors';
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
  const { data, error, refetch, networkStatus } = useQuery(GetDashboard, {
    variables: { agentId, ...dashboardPeriod(now) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return {
    now,
    summary: data ? toDashboardSummary(data) : undefined,
    errorMessage: error ? formatGraphQLError(error) : undefined,
    retrying: networkStatus === NetworkStatus.refetch,
    retry: () => void refetch().catch(() => undefined),
  };
}
