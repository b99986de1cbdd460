import { claimList } from '@/components/claims/claimList';
import { ClaimListTable } from '@/components/claims/ClaimListTable';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';
import type { ServerPageOf } from '@/lib/lists/defineList';
import { ListView } from '@/lib/lists/ListView';

interface WarrantyPageProps {
  claimsPage: ServerPageOf<typeof claimList>;
}

// The page of claims the URL names is rendered on the server: no GraphQL client until the agent searches or filters.
export const getServerSideProps = getAccountServerSidePropsWith<WarrantyPageProps>(async (context, client) => ({
  claimsPage: await claimList.loadFirstPage(context, client),
}));

export default function WarrantyPage({ claimsPage, ...account }: AccountPageProps & WarrantyPageProps) {
  return (
    <AccountLayout {...account}>
      <ListView list={claimList} serverPage={claimsPage}>
        {(list) => <ClaimListTable {...list} />}
      </ListView>
    </AccountLayout>
  );
}
