import { graphql } from '@/lib/graphql/generated';
import type { GetProtectionCardQuery } from '@/lib/graphql/generated/graphql';

export type CardOrder = NonNullable<GetProtectionCardQuery['plan_order_by_pk']>;

/**
 * One order with what its protection card shows. Null for an id that does not exist and for another
 * agent's order alike (the agent role sees only its own). Read on the server only: the whole IMEI is
 * masked there and never reaches the browser.
 */
export const GetProtectionCard = graphql(`
  query GetProtectionCard($id: uuid!) {
    plan_order_by_pk(id: $id) {
      id
      policy_number
      status
      starts_on
      ends_on
      verification_code
      partner {
        id
        name
      }
      plan {
        id
        name
        covers
        claims_per_term
        excess_kobo
        theft_excess_rate_bp
      }
      device {
        id
        brand
        model
        imei
      }
      customer {
        id
        first_name
        last_name
      }
    }
  }
`);
