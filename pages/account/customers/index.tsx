import { customerList } from '@/components/customers/customerList';
import { CustomerListTable } from '@/components/customers/CustomerListTable';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';
import type { ServerPageOf } from '@/lib/lists/defineList';
import { ListView } from '@/lib/lists/ListView';

interface CustomersPageProps {
  customersPage: ServerPageOf<typeof customerList>;
}

// The page of customers the URL names is rendered on the server: no GraphQL client until the agent searches.
export const getServerSideProps = getAccountServerSidePropsWith<CustomersPageProps>(async (context, client) => ({
  customersPage: await customerList.loadFirstPage(context, client),
}));

export default function CustomersPage({ customersPage, ...account }: AccountPageProps & CustomersPageProps) {
  return (
    <AccountLayout {...account}>
      <ListView list={customerList} serverPage={customersPage}>
        {(list) => <CustomerListTable {...list} />}
      </ListView>
    </AccountLayout>
  );
}
