import { graphql } from '@/lib/graphql/generated';
import type { GetOrdersQuery, Plan_Order_Bool_Exp, Plan_Order_Order_By } from '@/lib/graphql/generated/graphql';
import { defineListQuery, type ListSearch } from '@/lib/lists/defineListQuery';
import { withinLagosDays } from '@/lib/lists/filterValues';
import { allOf, orderSearchWhere } from '@/lib/search/orderSearch';
import type { OrderFilters, OrderSort } from './orderList';

// What the orders list asks the data service for a state of its URL: used by the server's page, the
// browser's query and the CSV export, never by the list's first load (the search rules stay out of it).

export type OrdersData = GetOrdersQuery;
export type OrderRow = GetOrdersQuery['plan_order'][number];

/**
 * One page of the agent's orders (filtered by `orderListWhere`, ordered by `orderListOrderBy`) and how
 * many match in all. The agent role sees only its own orders.
 */
export const GetOrders = graphql(`
  query GetOrders($where: plan_order_bool_exp!, $orderBy: [plan_order_order_by!]!, $limit: Int!, $offset: Int!) {
    plan_order(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {
      id
      reference
      status
      billing
      premium_kobo
      created_at
      ...OrderParties
    }
    plan_order_aggregate(where: $where) {
      aggregate {
        count
      }
    }
  }
`);

/** The orders a list state matches: its search, statuses and Lagos date range (on the order's date). */
export function orderListWhere({ q, filters }: ListSearch<OrderFilters>): Plan_Order_Bool_Exp {
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

/** The orders list's rows: its search, statuses and dates as `where`, its sort as `orderBy`. */
export const orderListQuery = defineListQuery({
  document: GetOrders,
  variables: (list: ListSearch<OrderFilters>) => ({ where: orderListWhere(list), orderBy: orderListOrderBy(list.filters.sort) }),
  rows: (data: OrdersData) => ({ rows: data.plan_order, total: data.plan_order_aggregate.aggregate?.count }),
});
