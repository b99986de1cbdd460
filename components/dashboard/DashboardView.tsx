import dynamic, { type DynamicOptionsLoadingProps } from 'next/dynamic';
import { createContext, useContext } from 'react';
import { useAccountSession } from '@/components/shell/AccountSessionContext';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { formatMonth } from '@/lib/format/date';
import { Dashboard } from './Dashboard';
import type { DashboardPage } from './loadDashboardPage';

// The month the screen covers, for the placeholder shown while the browser's dashboard loads.
const MonthContext = createContext(new Date());

const BrowserDashboard = dynamic(() => import('./BrowserDashboard'), { ssr: false, loading: BrowserDashboardLoading });

/** /account/dashboard: the signed-in agent's figures as the server found them, else as the browser asks. */
export function DashboardView({ dashboard }: { dashboard: DashboardPage }) {
  const { agent } = useAccountSession();
  const now = new Date(dashboard.now);
  if (dashboard.summary === null) {
    return (
      <MonthContext.Provider value={now}>
        <BrowserDashboard now={now} />
      </MonthContext.Provider>
    );
  }
  return <Dashboard firstName={agent?.first_name} monthLabel={formatMonth(now)} summary={dashboard.summary} onRetry={noRetry} />;
}

const noRetry = () => undefined;

/** Skeletons in the figures' place while its code loads; if it cannot (offline), the message and a retry. */
function BrowserDashboardLoading({ error, retry }: DynamicOptionsLoadingProps) {
  const { agent } = useAccountSession();
  const now = useContext(MonthContext);
  return (
    <Dashboard
      firstName={agent?.first_name}
      monthLabel={formatMonth(now)}
      errorMessage={error ? NO_ANSWER_MESSAGE : undefined}
      onRetry={retry ?? noRetry}
    />
  );
}
