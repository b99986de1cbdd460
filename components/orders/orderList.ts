import type { ParsedUrlQuery } from 'node:querystring';
import type { Plan_Order_Bool_Exp, Plan_Order_Order_By } from '@/lib/graphql/generated/graphql';
import { dateRangeQuery, parseChoices, parseDateRange, withinLagosDays, type DateRange } from '@/lib/lists/filterValues';
import { firstQueryValue, type ListFilters, type ListQuery, type UrlQuery } from '@/lib/lists/listQuery';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/orders/orderStatus';
import { allOf, orderSearchWhere } from './orderSearch';

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

/** The orders a list state matches: its search, statuses and Lagos date range (on the order's date). */
export function orderListWhere({ q, filters }: Pick<ListQuery<OrderFilters>, 'q' | 'filters'>): Plan_Order_Bool_Exp {
  const created = withinLagosDays(filters);
  return allOf(
    filters.statuses.length === 0 ? {} : { status: { _in: [...filters.statuses] } },
    created === undefined ? {} : { created_at: created },
    orderSearchWhere(q),
  );
}

/** The rows' order for a sort; the id last, so rows that tie never swap between pages. */
export function orderListOrderBy(sort: OrderSort): Plan_Order_Order_By[] {
  switch (sort) {
    case 'newest':
      return [{ created_at: 'desc' }, { id: 'desc' }];
    case 'oldest':
      return [{ created_at: 'asc' }, { id: 'asc' }];
    case 'amount-high':
      return [{ premium_kobo: 'desc' }, { created_at: 'desc' }, { id: 'desc' }];
    case 'amount-low':
      return [{ premium_kobo: 'asc' }, { created_at: 'desc' }, { id: 'desc' }];
  }
}

/** The list query's variables for a list state (the page window aside). */
export function orderListVariables(list: Pick<ListQuery<OrderFilters>, 'q' | 'filters'>) {
  return { where: orderListWhere(list), orderBy: orderListOrderBy(list.filters.sort) };
}
