import { useRouter } from 'next/router';
import { CustomerDetailView } from '@/components/customers/CustomerDetailView';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSideProps, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

export const getServerSideProps = getAccountServerSideProps;

export default function CustomerPage(props: AccountPageProps) {
  const { query } = useRouter();
  return (
    <AccountLayout {...props}>
      <CustomerDetailView customerId={query.id} />
    </AccountLayout>
  );
}
