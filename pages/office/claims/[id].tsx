import { DeskClaimView } from '@/components/office/claims/DeskClaimView';
import { loadDeskClaimPage, type DeskClaimPageProps } from '@/components/office/claims/loadDeskClaimPage';
import { OFFICE_MENUS } from '@/components/office/officeMenu';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

// The claim is rendered on the server: in the first paint; the browser loads a GraphQL client only to move it or write a note.
export const getServerSideProps = getAccountServerSidePropsWith(loadDeskClaimPage);

export default function DeskClaimPage({ claimPage, renderedAt, ...account }: AccountPageProps & DeskClaimPageProps) {
  return (
    <AccountLayout {...account} menu={OFFICE_MENUS.claims_officer}>
      <DeskClaimView claimPage={claimPage} renderedAt={renderedAt} />
    </AccountLayout>
  );
}
