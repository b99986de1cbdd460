import { graphql } from '@/lib/graphql/generated';

/**
 * "Send a payment link" / "Pay by bank transfer" on the order screen: a payment of the order's next
 * instalment that has fallen due, waiting for the customer. The key makes a retry (a double click, "Try
 * again") get the first answer.
 */
export const PayInstalment = graphql(`
  mutation PayInstalment($idempotencyKey: uuid!, $orderId: uuid!, $paymentMethod: payment_method!) {
    pay_instalment(idempotency_key: $idempotencyKey, order_id: $orderId, payment_method: $paymentMethod) {
      instalment_number
      payment {
        payment_id
      }
    }
  }
`);
