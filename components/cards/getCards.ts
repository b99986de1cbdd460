import { graphql } from '@/lib/graphql/generated';
import type { GetCardsQuery } from '@/lib/graphql/generated/graphql';

export type CardsData = GetCardsQuery;
export type CardRow = GetCardsQuery['plan_order'][number];

/**
 * One page of the agent's protection cards (orders, filtered by `cardListWhere`), newest sale first (id
 * breaks ties so pages never overlap), and how many match in all. The agent role sees only its own orders.
 */
export const GetCards = graphql(`
  query GetCards($where: plan_order_bool_exp!, $limit: Int!, $offset: Int!) {
    plan_order(where: $where, order_by: [{ created_at: desc }, { id: desc }], limit: $limit, offset: $offset) {
      id
      policy_number
      status
      starts_on
      ends_on
      ...OrderParties
    }
    plan_order_aggregate(where: $where) {
      aggregate {
        count
      }
    }
  }
`);
