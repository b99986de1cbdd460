import { graphql } from '@/lib/graphql/generated';
import type { GetSaleCustomerQuery } from '@/lib/graphql/generated/graphql';

export type SaleCustomer = NonNullable<GetSaleCustomerQuery['customer_by_pk']>;
export type SaleDevice = SaleCustomer['devices'][number];

/**
 * The customer a plan is sold to, with each device's value, purchase date and active orders: what decides
 * whether it can get a plan. Null for an id that is not one of the agent's customers.
 */
export const GetSaleCustomer = graphql(`
  query GetSaleCustomer($id: uuid!) {
    customer_by_pk(id: $id) {
      id
      first_name
      last_name
      phone
      devices(order_by: [{ created_at: desc }, { id: desc }]) {
        id
        brand
        model
        imei
        purchase_price_kobo
        purchase_date
        plan_orders(where: { status: { _eq: "ACTIVE" } }, order_by: [{ starts_on: asc }]) {
          id
          status
          starts_on
          ends_on
          plan {
            id
            name
          }
        }
      }
    }
  }
`);
