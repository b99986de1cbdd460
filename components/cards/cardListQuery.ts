import { graphql } from '@/lib/graphql/generated';
import type { GetCardsQuery } from '@/lib/graphql/generated/graphql';
import { defineListQuery } from '@/lib/lists/defineListQuery';
import { cardListWhere } from './cardSearch';

// What the cards list asks the data service for its search on a Lagos day: used by the server's page and
// the browser's query, never by the list's first load.

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

/** The cards list's rows: the cards shown on `today`, narrowed by its search. */
export const cardListQuery = defineListQuery({
  document: GetCards,
  variables: ({ q }, today: string) => ({ where: cardListWhere(q, today) }),
  rows: (data: CardsData) => ({ rows: data.plan_order, total: data.plan_order_aggregate.aggregate?.count }),
});
