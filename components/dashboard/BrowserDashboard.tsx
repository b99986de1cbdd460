import { useAccountSession } from '@/components/shell/AccountSessionContext';
import { withAppApollo } from '@/lib/apollo/withAppApollo';
import { formatMonth } from '@/lib/format/date';
import { Dashboard } from './Dashboard';
import { useDashboard } from './useDashboard';

/**
 * The dashboard's figures asked from the browser, when the server could not get them: the message with
 * "Try again", and retries by itself. Loaded on its own (DashboardView) with the GraphQL client.
 */
function LiveDashboard({ now }: { now: Date }) {
  const { agentId, agent } = useAccountSession();
  const { summary, errorMessage, retry, retrying } = useDashboard(agentId, now);
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

export default withAppApollo(LiveDashboard);
