import { graphql } from '@/lib/graphql/generated';
import type { OnboardCustomerMutation } from '@/lib/graphql/generated/graphql';

export type OnboardCustomerResult = OnboardCustomerMutation['onboard_customer'];

/** The wizard's submit: customer and first device in one call; the key makes a retry return the first answer. */
export const OnboardCustomer = graphql(`
  mutation OnboardCustomer($customer: onboard_customer_input!, $device: device_input!, $idempotencyKey: uuid!) {
    onboard_customer(customer: $customer, device: $device, idempotency_key: $idempotencyKey) {
      customer_id
      device_id
      plan_eligible
      ineligible_reason
    }
  }
`);
