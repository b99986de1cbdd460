import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { answerOr } from '@/lib/session/endsSession';
import { toDashboardSummary, type DashboardSummary } from './dashboardSummary';
import { dashboardVariables, GetDashboard } from './getDashboard';

/** The dashboard as the server found it. */
export interface DashboardPage {
  /** The instant "this month" is taken at (ISO text): the browser's own query, if it needs one, keeps it. */
  now: string;
  /** Null when the data service did not answer the server: the browser then asks (and retries) itself. */
  summary: DashboardSummary | null;
}

export interface DashboardPageProps {
  dashboard: DashboardPage;
}

/**
 * /account/dashboard on the server, with the agent's token: the figures are in the first paint, and the
 * browser needs no GraphQL client to show them.
 */
export const loadDashboardPage: AccountPageLoader<DashboardPageProps> = async (_context, client, agentId) => {
  const now = new Date();
  const summary = await answerOr(async () => {
    const variables = dashboardVariables(agentId, now);
    const { data } = await client.query({ query: GetDashboard, variables, fetchPolicy: 'network-only' });
    return data ? toDashboardSummary(data, variables.today) : null;
  }, () => null);
  return { dashboard: { now: now.toISOString(), summary } };
};
