import { graphql } from '@/lib/graphql/generated';
import type { AddDeviceMutation } from '@/lib/graphql/generated/graphql';

export type AddDeviceResult = AddDeviceMutation['add_device'];

/** "Add device" on the customer page; the key makes a retry (or the retry link) return the first answer. */
export const AddDevice = graphql(`
  mutation AddDevice($customerId: uuid!, $device: device_input!, $idempotencyKey: uuid!) {
    add_device(customer_id: $customerId, device: $device, idempotency_key: $idempotencyKey) {
      customer_id
      device_id
      plan_eligible
      ineligible_reason
    }
  }
`);
