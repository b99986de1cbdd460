import { graphql } from '@/lib/graphql/generated';

/**
 * Whose order it is and what for: the plan, the device and the customer that every list of orders shows
 * (orders, cards, renewals, the orders a claim may be filed on). Spread as `...OrderParties`; codegen adds
 * the fragment to each operation that spreads it.
 */
export const OrderParties = graphql(`
  fragment OrderParties on plan_order {
    plan {
      id
      name
    }
    device {
      id
      brand
      model
    }
    customer {
      id
      first_name
      last_name
    }
  }
`);
