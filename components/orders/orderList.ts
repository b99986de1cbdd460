import type { ParsedUrlQuery } from 'node:querystring';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/domain/orders';
import { defineList } from '@/lib/lists/defineList';
import { dateRangeQuery, parseChoices, parseDateRange, type DateRange } from '@/lib/lists/filterValues';
import { firstQueryValue, type ListFilters, type UrlQuery } from '@/lib/lists/listQuery';
import { ORDERS_PATH } from './urls';

/** Orders per page of the list. */
export const ORDERS_PAGE_SIZE = 20;

/** How the list is ordered: by the order's date or its amount, either way. */
export const ORDER_SORTS = ['newest', 'oldest', 'amount-high', 'amount-low'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const ORDER_SORT_LABELS: Record<OrderSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'amount-high': 'Highest amount first',
  'amount-low': 'Lowest amount first',
};

const DEFAULT_SORT: OrderSort = 'newest';

/** The orders list's own URL state: `?status=ACTIVE&status=EXPIRED&from=2026-01-01&to=2026-03-31&sort=oldest`. */
export interface OrderFilters extends DateRange {
  /** Any of these statuses (none: every status), in ORDER_STATUSES' order. */
  statuses: OrderStatus[];
  sort: OrderSort;
}

export const NO_ORDER_FILTERS: OrderFilters = { statuses: [], from: null, to: null, sort: DEFAULT_SORT };

function isOrderSort(value: unknown): value is OrderSort {
  return typeof value === 'string' && (ORDER_SORTS as readonly string[]).includes(value);
}

/**
 * The orders list's filters in the URL (lib/lists/filterValues): unknown statuses, impossible dates and
 * unknown sorts are left out quietly; a reversed range (`from` after `to`) is read the right way round.
 */
export const ORDER_LIST_FILTERS: ListFilters<OrderFilters> = {
  parse(query: ParsedUrlQuery): OrderFilters {
    const sort = firstQueryValue(query.sort);
    return { statuses: parseChoices(query.status, ORDER_STATUSES), ...parseDateRange(query), sort: isOrderSort(sort) ? sort : DEFAULT_SORT };
  },
  toQuery({ statuses, from, to, sort }: OrderFilters): UrlQuery {
    return {
      ...(statuses.length === 0 ? {} : { status: [...statuses] }),
      ...dateRangeQuery({ from, to }),
      ...(sort === DEFAULT_SORT ? {} : { sort }),
    };
  },
};

/** Whether the list is narrowed by anything but the search (the sort only orders it). */
export function hasOrderFilters({ statuses, from, to }: OrderFilters): boolean {
  return statuses.length > 0 || from !== null || to !== null;
}

/** /account/orders: the agent's orders as the URL's search, statuses, dates, sort and page say. */
export const orderList = defineList({
  path: ORDERS_PATH,
  filters: ORDER_LIST_FILTERS,
  pageSize: ORDERS_PAGE_SIZE,
  query: () => import('./orderListQuery').then((module) => module.orderListQuery),
});
