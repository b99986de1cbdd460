import { loadOrderListPage, type OrderListPageProps } from '@/components/orders/loadOrderListPage';
import { OrderListView } from '@/components/orders/OrderListView';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

// The page of orders the URL names is rendered on the server: no GraphQL client until the agent searches or filters.
export const getServerSideProps = getAccountServerSidePropsWith(loadOrderListPage);

export default function OrdersPage({ ordersPage, ...account }: AccountPageProps & OrderListPageProps) {
  return (
    <AccountLayout {...account}>
      <OrderListView ordersPage={ordersPage} />
    </AccountLayout>
  );
}
