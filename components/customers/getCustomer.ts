import { graphql } from '@/lib/graphql/generated';
import type { GetCustomerQuery } from '@/lib/graphql/generated/graphql';

export type CustomerRecord = NonNullable<GetCustomerQuery['customer_by_pk']>;
export type CustomerDevice = CustomerRecord['devices'][number];
export type DevicePlanOrder = CustomerDevice['plan_orders'][number];
export type CustomerOrder = CustomerRecord['plan_orders'][number];
export type CustomerClaim = CustomerRecord['claims'][number];

/**
 * One customer with their devices (and each device's orders, for its plan status), orders and claims.
 * Null for an id the agent may not see (another agent's customer) or that does not exist.
 */
export const GetCustomer = graphql(`
  query GetCustomer($id: uuid!) {
    customer_by_pk(id: $id) {
      id
      first_name
      last_name
      phone
      email
      gender
      date_of_birth
      address
      state
      id_type
      id_number_last4
      created_at
      devices(order_by: [{ created_at: desc }, { id: desc }]) {
        id
        imei
        imei2
        brand
        model
        purchase_price_kobo
        purchase_date
        created_at
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
      plan_orders(order_by: [{ created_at: desc }, { id: desc }]) {
        id
        reference
        status
        premium_kobo
        created_at
        plan {
          id
          name
        }
        device {
          id
          brand
          model
        }
      }
      claims(order_by: [{ created_at: desc }, { id: desc }]) {
        id
        reference
        claim_type
        status
        created_at
        device {
          id
          brand
          model
        }
      }
    }
  }
`);
