import dynamic from 'next/dynamic';
import type { ServerListPage } from '@/lib/lists/loadListPage';
import { BrowserListLoading, ReportList, useServerFirstList } from '@/lib/lists/serverFirstList';
import type { OrderRow } from './getOrders';
import { OrderList } from './OrderList';
import { ORDERS_PAGE_SIZE, type OrderFilters } from './orderList';
import { useOrderListUrl } from './useOrderListUrl';

const BrowserOrdersQuery = dynamic(() => import('./BrowserOrdersQuery'), { ssr: false, loading: BrowserListLoading });

/** /account/orders: the agent's orders as the URL's search, filters, sort and page say, first as the server found them. */
export function OrderListView({ ordersPage }: { ordersPage: ServerListPage<OrderRow, OrderFilters> }) {
  const url = useOrderListUrl();
  const { list, browserAsks, report } = useServerFirstList(ordersPage, url, ORDERS_PAGE_SIZE);
  return (
    <>
      {browserAsks ? (
        <ReportList report={report}>
          <BrowserOrdersQuery />
        </ReportList>
      ) : null}
      <OrderList {...url} {...list} />
    </>
  );
}
