import { orderSearchWhere } from '@/lib/search/orderSearch';
import { CLAIMABLE_ORDER_STATUSES } from '@/lib/domain/orders';
import { graphql } from '@/lib/graphql/generated';
import type { GetClaimableOrdersQuery } from '@/lib/graphql/generated/graphql';

export type ClaimableOrderRow = GetClaimableOrdersQuery['plan_order'][number];

/** How many orders the picker offers; a longer list is a sign to search more precisely. */
export const CLAIMABLE_ORDER_MATCHES = 10;

/**
 * The agent's orders a claim may be filed on (`$statuses`: CLAIMABLE_ORDER_STATUSES, always joined to the
 * search, so no search can offer another order), most recent sale first.
 */
export const GetClaimableOrders = graphql(`
  query GetClaimableOrders($where: plan_order_bool_exp!, $statuses: [String!]!, $limit: Int!, $offset: Int!) {
    plan_order(
      where: { _and: [{ status: { _in: $statuses } }, $where] }
      order_by: [{ created_at: desc }, { id: desc }]
      limit: $limit
      offset: $offset
    ) {
      id
      reference
      policy_number
      status
      ends_on
      ...OrderParties
    }
    plan_order_aggregate(where: { _and: [{ status: { _in: $statuses } }, $where] }) {
      aggregate {
        count
      }
    }
  }
`);

/** The query's variables for what the agent typed (reference, policy number, customer name or phone, IMEI), the page window aside. */
export function claimableOrdersVariables(search: string) {
  return { where: orderSearchWhere(search), statuses: [...CLAIMABLE_ORDER_STATUSES] };
}

/** The offered orders out of an answer, and how many match in all. */
export const claimableOrderRows = (data: GetClaimableOrdersQuery) => ({ rows: data.plan_order, total: data.plan_order_aggregate.aggregate?.count });
