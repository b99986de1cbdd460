import { loadOrderPage, type OrderPageProps } from '@/components/orders/loadOrderPage';
import { OrderDetailView } from '@/components/orders/OrderDetailView';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

// The order is rendered on the server: in the first paint, and no GraphQL client in the browser.
export const getServerSideProps = getAccountServerSidePropsWith(loadOrderPage);

export default function OrderPage({ orderPage, ...account }: AccountPageProps & OrderPageProps) {
  return (
    <AccountLayout {...account}>
      <OrderDetailView orderPage={orderPage} />
    </AccountLayout>
  );
}
