import { loadNewClaimPage, type NewClaimPageProps } from '@/components/claim-form/loadNewClaimPage';
import { NewClaimView } from '@/components/claim-form/NewClaimView';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

// The chosen order and its quote (or the orders to choose from) are rendered on the server: no GraphQL
// client in the browser until the agent searches or files the claim.
export const getServerSideProps = getAccountServerSidePropsWith(loadNewClaimPage);

export default function NewClaimPage({ newClaimPage, ...account }: AccountPageProps & NewClaimPageProps) {
  return (
    <AccountLayout {...account}>
      <NewClaimView newClaimPage={newClaimPage} />
    </AccountLayout>
  );
}
