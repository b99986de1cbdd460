import { CustomerDetailView } from '@/components/customers/CustomerDetailView';
import { loadCustomerPage, type CustomerPageProps } from '@/components/customers/loadCustomerPage';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

// The customer is rendered on the server: in the first paint, with no GraphQL client in the browser.
export const getServerSideProps = getAccountServerSidePropsWith(loadCustomerPage);

export default function CustomerPage({ customerPage, ...account }: AccountPageProps & CustomerPageProps) {
  return (
    <AccountLayout {...account}>
      <CustomerDetailView customerPage={customerPage} />
    </AccountLayout>
  );
}
