import type { ParsedUrlQuery } from 'node:querystring';
import type { Plan_Order_Bool_Exp, Plan_Order_Order_By } from '@/lib/graphql/generated/graphql';
import { firstQueryValue, queryValues, type ListFilters, type ListQuery, type UrlQuery } from '@/lib/lists/listQuery';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/orders/orderStatus';
import { addDays, lagosDayStart, parseIsoDate } from '@/lib/validation';
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
export interface OrderFilters {
  /** Any of these statuses (none: every status), in ORDER_STATUSES' order. */
  statuses: OrderStatus[];
  /** Lagos calendar days, both included; null for no bound. `from` is never after `to`. */
  from: string | null;
  to: string | null;
  sort: OrderSort;
}

export const NO_ORDER_FILTERS: OrderFilters = { statuses: [], from: null, to: null, sort: DEFAULT_SORT };

// Dates a person could mean for an order (the service started long after 2000).
const EARLIEST_DATE = '2000-01-01';
const LATEST_DATE = '2099-12-31';
// More values than there are statuses is someone else's URL: read the first few only.
const MAX_STATUS_VALUES = ORDER_STATUSES.length * 2;

/** A `YYYY-MM-DD` of a real day from 2000 to 2099; null for anything else. */
function urlDate(value: string | string[] | undefined): string | null {
  const text = (firstQueryValue(value) ?? '').trim();
  if (text.length !== 10 || parseIsoDate(text) === undefined) return null;
  return text < EARLIEST_DATE || text > LATEST_DATE ? null : text;
}

function isOrderSort(value: unknown): value is OrderSort {
  return typeof value === 'string' && (ORDER_SORTS as readonly string[]).includes(value);
}

/**
 * The orders list's filters in the URL. Unknown statuses, impossible dates and unknown sorts are left out
 * quietly; a reversed range (`from` after `to`) is read the right way round.
 */
export const ORDER_LIST_FILTERS: ListFilters<OrderFilters> = {
  parse(query: ParsedUrlQuery): OrderFilters {
    const asked = new Set(queryValues(query.status).slice(0, MAX_STATUS_VALUES).map((value) => value.trim().toUpperCase()));
    const statuses = ORDER_STATUSES.filter((status) => asked.has(status));
    let from = urlDate(query.from);
    let to = urlDate(query.to);
    if (from !== null && to !== null && from > to) [from, to] = [to, from];
    const sort = firstQueryValue(query.sort);
    return { statuses, from, to, sort: isOrderSort(sort) ? sort : DEFAULT_SORT };
  },
  toQuery({ statuses, from, to, sort }: OrderFilters): UrlQuery {
    return {
      ...(statuses.length === 0 ? {} : { status: [...statuses] }),
      ...(from === null ? {} : { from }),
      ...(to === null ? {} : { to }),
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
  const { statuses, from, to } = filters;
  const created = {
    ...(from === null ? {} : { _gte: lagosDayStart(from) }),
    ...(to === null ? {} : { _lt: lagosDayStart(addDays(to, 1)) }),
  };
  return allOf(
    statuses.length === 0 ? {} : { status: { _in: [...statuses] } },
    Object.keys(created).length === 0 ? {} : { created_at: created },
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
