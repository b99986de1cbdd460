import { DashboardView } from '@/components/dashboard/DashboardView';
import { loadDashboardPage, type DashboardPageProps } from '@/components/dashboard/loadDashboardPage';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

// The figures are rendered on the server: they are in the first paint, with no GraphQL client in the browser.
export const getServerSideProps = getAccountServerSidePropsWith(loadDashboardPage);

export default function DashboardPage({ dashboard, ...account }: AccountPageProps & DashboardPageProps) {
  return (
    <AccountLayout {...account}>
      <DashboardView dashboard={dashboard} />
    </AccountLayout>
  );
}
