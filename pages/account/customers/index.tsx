import { CustomerListView } from '@/components/customers/CustomerListView';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSideProps, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

export const getServerSideProps = getAccountServerSideProps;

export default function CustomersPage(props: AccountPageProps) {
  return (
    <AccountLayout {...props}>
      <CustomerListView />
    </AccountLayout>
  );
}
