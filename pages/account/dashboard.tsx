import { DashboardView } from '@/components/dashboard/DashboardView';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSideProps, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

export const getServerSideProps = getAccountServerSideProps;

export default function DashboardPage(props: AccountPageProps) {
  return (
    <AccountLayout {...props}>
      <DashboardView />
    </AccountLayout>
  );
}
