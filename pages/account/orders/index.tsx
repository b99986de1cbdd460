import { orderList } from '@/components/orders/orderList';
import { OrderListTable } from '@/components/orders/OrderListTable';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';
import type { ServerPageOf } from '@/lib/lists/defineList';
import { ListView } from '@/lib/lists/ListView';

interface OrdersPageProps {
  ordersPage: ServerPageOf<typeof orderList>;
}

// The page of orders the URL names is rendered on the server: no GraphQL client until the agent searches or filters.
export const getServerSideProps = getAccountServerSidePropsWith<OrdersPageProps>(async (context, client) => ({
  ordersPage: await orderList.loadFirstPage(context, client),
}));

export default function OrdersPage({ ordersPage, ...account }: AccountPageProps & OrdersPageProps) {
  return (
    <AccountLayout {...account}>
      <ListView list={orderList} serverPage={ordersPage}>
        {(list) => <OrderListTable {...list} />}
      </ListView>
    </AccountLayout>
  );
}
