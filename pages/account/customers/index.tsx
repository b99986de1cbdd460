import { CustomerListView } from '@/components/customers/CustomerListView';
import { loadCustomerListPage, type CustomerListPageProps } from '@/components/customers/loadCustomerListPage';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

// The page of customers the URL names is rendered on the server: no GraphQL client until the agent searches.
export const getServerSideProps = getAccountServerSidePropsWith(loadCustomerListPage);

export default function CustomersPage({ customersPage, ...account }: AccountPageProps & CustomerListPageProps) {
  return (
    <AccountLayout {...account}>
      <CustomerListView customersPage={customersPage} />
    </AccountLayout>
  );
}
