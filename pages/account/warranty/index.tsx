import { ClaimListView } from '@/components/claims/ClaimListView';
import { loadClaimListPage, type ClaimListPageProps } from '@/components/claims/loadClaimListPage';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

// The page of claims the URL names is rendered on the server: no GraphQL client until the agent searches or filters.
export const getServerSideProps = getAccountServerSidePropsWith(loadClaimListPage);

export default function WarrantyPage({ claimsPage, ...account }: AccountPageProps & ClaimListPageProps) {
  return (
    <AccountLayout {...account}>
      <ClaimListView claimsPage={claimsPage} />
    </AccountLayout>
  );
}
