import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { loadListPage, type ServerListPage } from '@/lib/lists/loadListPage';
import { ORDER_LIST_FILTERS, ORDERS_PAGE_SIZE, type OrderFilters } from './orderList';
import { orderListVariables } from './orderListQuery';
import { GetOrders, orderRows, type OrderRow } from './getOrders';

export interface OrderListPageProps {
  ordersPage: ServerListPage<OrderRow, OrderFilters>;
}

/** /account/orders on the server: the page of orders the URL (search, filters, sort, page) names, in the first paint. */
export const loadOrderListPage: AccountPageLoader<OrderListPageProps> = async (context, client) => ({
  ordersPage: await loadListPage(context, client, {
    query: GetOrders,
    filters: ORDER_LIST_FILTERS,
    variables: orderListVariables,
    pageSize: ORDERS_PAGE_SIZE,
    select: orderRows,
  }),
});
