import { claimQueue } from '@/components/office/claims/claimQueue';
import { ClaimQueueTable } from '@/components/office/claims/ClaimQueueTable';
import { OFFICE_MENUS } from '@/components/office/officeMenu';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';
import type { ServerPageOf } from '@/lib/lists/defineList';
import { ListView } from '@/lib/lists/ListView';

interface ClaimQueuePageProps {
  claimsPage: ServerPageOf<typeof claimQueue>;
  /** When the server rendered the page: the rows' ages and late reviews are of that instant, on both sides. */
  renderedAt: string;
}

// The page of the queue the URL names is rendered on the server: no GraphQL client until the officer searches or filters.
export const getServerSideProps = getAccountServerSidePropsWith<ClaimQueuePageProps>(async (context, client) => ({
  claimsPage: await claimQueue.loadFirstPage(context, client),
  renderedAt: new Date().toISOString(),
}));

export default function ClaimQueuePage({ claimsPage, renderedAt, ...account }: AccountPageProps & ClaimQueuePageProps) {
  return (
    <AccountLayout {...account} menu={OFFICE_MENUS.claims_officer}>
      <ListView list={claimQueue} serverPage={claimsPage}>
        {(list) => <ClaimQueueTable {...list} now={new Date(renderedAt)} />}
      </ListView>
    </AccountLayout>
  );
}
