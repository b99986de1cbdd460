import { loadOfficeCustomerPage, type OfficeCustomerPageProps } from '@/components/office/customers/getOfficeCustomer';
import { OfficeCustomerView } from '@/components/office/customers/OfficeCustomerView';
import { OFFICE_MENUS } from '@/components/office/officeMenu';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

// The customer is rendered on the server; the browser loads a GraphQL client only to correct them.
export const getServerSideProps = getAccountServerSidePropsWith(loadOfficeCustomerPage);

export default function OfficeCustomerPage({ customerPage, ...account }: AccountPageProps & OfficeCustomerPageProps) {
  return (
    <AccountLayout {...account} menu={OFFICE_MENUS.partner_ops}>
      <OfficeCustomerView customerPage={customerPage} />
    </AccountLayout>
  );
}
