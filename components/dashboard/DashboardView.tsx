import { useAccountSession } from '@/components/shell/AccountSessionContext';
import { formatMonth } from '@/lib/format/date';
import { Dashboard } from './Dashboard';
import { useDashboard } from './useDashboard';

/** /account/dashboard: the signed-in agent's figures, wired to the data service. */
export function DashboardView() {
  const { agentId, agent } = useAccountSession();
  const { now, summary, errorMessage, retry, retrying } = useDashboard(agentId);
  return (
    <Dashboard
      firstName={agent?.first_name}
      monthLabel={formatMonth(now)}
      summary={summary}
      errorMessage={errorMessage}
      onRetry={retry}
      retrying={retrying}
    />
  );
}
