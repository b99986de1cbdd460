import { graphql } from '@/lib/graphql/generated';
import type { GetRenewedOrderQuery } from '@/lib/graphql/generated/graphql';

export type RenewedOrder = NonNullable<GetRenewedOrderQuery['plan_order_by_pk']>;

/**
 * The order a renewal link names: which device it covers, its plan, when it ends. Null for an id that is
 * not one of the agent's orders. Whether it may be renewed now is the data service's to say (`quote_plan`).
 */
export const GetRenewedOrder = graphql(`
  query GetRenewedOrder($id: uuid!) {
    plan_order_by_pk(id: $id) {
      id
      device_id
      reference
      policy_number
      status
      starts_on
      ends_on
      plan {
        id
        name
      }
    }
  }
`);
