import type { Plan_Order_Bool_Exp, Plan_Order_Order_By } from '@/lib/graphql/generated/graphql';
import { withinLagosDays } from '@/lib/lists/filterValues';
import type { ListQuery } from '@/lib/lists/listQuery';
import type { OrderFilters, OrderSort } from './orderList';
import { allOf, orderSearchWhere } from '@/lib/search/orderSearch';

// What the orders list asks the data service for a state of its URL: used by the server's page, the
// browser's query and the CSV export, never by the list's first load (the search rules stay out of it).

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
