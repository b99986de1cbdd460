import { graphql } from '@/lib/graphql/generated';

/** "Check now" and the gateway's return: the service asks the gateway about the payment now and settles it. Safe to repeat. */
export const ConfirmPayment = graphql(`
  mutation ConfirmPayment($paymentId: uuid!) {
    confirm_payment(payment_id: $paymentId) {
      ...PaymentStateFields
    }
  }
`);
