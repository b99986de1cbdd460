import { InviteAccountForm } from '@/components/office/agents/InviteAccountForm';
import { OFFICE_MENUS } from '@/components/office/officeMenu';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSideProps, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

export const getServerSideProps = getAccountServerSideProps;

export default function InviteAccountPage(account: AccountPageProps) {
  return (
    <AccountLayout {...account} menu={OFFICE_MENUS.partner_ops}>
      <InviteAccountForm />
    </AccountLayout>
  );
}
