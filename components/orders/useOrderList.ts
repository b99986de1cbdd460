import { useMemo } from 'react';
import { usePagedQuery, type PagedQuery } from '@/lib/lists/usePagedQuery';
import { GetOrders, orderRows, type OrderRow } from './getOrders';
import { ORDERS_PAGE_SIZE } from './orderList';
import { orderListVariables } from './orderListQuery';
import { useOrderListUrl, type OrderListUrl } from './useOrderListUrl';

export type OrderListState = OrderListUrl & PagedQuery<OrderRow>;

/** The agent's orders as the URL says, asked from the browser the way the customers list is. */
export function useOrderList(): OrderListState {
  const url = useOrderListUrl();
  const variables = useMemo(() => orderListVariables({ q: url.q, filters: url.filters }), [url.q, url.filters]);
  const list = usePagedQuery(url, GetOrders, variables, ORDERS_PAGE_SIZE, orderRows);
  return { ...url, ...list };
}
