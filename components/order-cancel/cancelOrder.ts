import { graphql } from '@/lib/graphql/generated';

/**
 * "Cancel the plan": the order CANCELLED with the reason, what comes back sent back through the channel it
 * came by, the commission taken back. The key makes a retry (a double click, "Try again") get the first
 * answer; cancelling an order twice is refused (`order-already-cancelled`) whatever the key.
 */
export const CancelOrder = graphql(`
  mutation CancelOrder($idempotencyKey: uuid!, $orderId: uuid!, $reason: String!) {
    cancel_order(idempotency_key: $idempotencyKey, order_id: $orderId, reason: $reason) {
      order_id
      status
      refund_kobo
      clawback_kobo
      basis
    }
  }
`);
