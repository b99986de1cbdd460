import { ClaimDetailView } from '@/components/claims/ClaimDetailView';
import { loadClaimPage, type ClaimPageProps } from '@/components/claims/loadClaimPage';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

// The claim is rendered on the server: in the first paint, and no GraphQL client in the browser.
export const getServerSideProps = getAccountServerSidePropsWith(loadClaimPage);

export default function ClaimPage({ claimPage, ...account }: AccountPageProps & ClaimPageProps) {
  return (
    <AccountLayout {...account}>
      <ClaimDetailView claimPage={claimPage} />
    </AccountLayout>
  );
}
