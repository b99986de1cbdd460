import { loadRenewalsPage, type RenewalsPageProps } from '@/components/renewals/loadRenewalsPage';
import { RenewalsView } from '@/components/renewals/RenewalsView';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

// The plans around their end date are rendered on the server: no GraphQL client on this screen.
export const getServerSideProps = getAccountServerSidePropsWith(loadRenewalsPage);

export default function RenewalsPage({ renewalsPage, ...account }: AccountPageProps & RenewalsPageProps) {
  return (
    <AccountLayout {...account}>
      <RenewalsView renewalsPage={renewalsPage} />
    </AccountLayout>
  );
}
