import { useListUrl, type ListUrl } from '@/lib/lists/useListUrl';
import { ORDER_LIST_FILTERS, type OrderFilters } from './orderList';
import { ORDERS_PATH } from './urls';

export type OrderListUrl = ListUrl<OrderFilters>;

/** The orders list's URL state: search, statuses, date range, sort and page (no GraphQL client). */
export const useOrderListUrl = (): OrderListUrl => useListUrl(ORDERS_PATH, ORDER_LIST_FILTERS);
