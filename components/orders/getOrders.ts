import { graphql } from '@/lib/graphql/generated';
import type { GetOrdersQuery } from '@/lib/graphql/generated/graphql';

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

/** A page of orders out of an answer: its rows and how many match in all. */
export const orderRows = (data: OrdersData) => ({ rows: data.plan_order, total: data.plan_order_aggregate.aggregate?.count });
