import { graphql } from '@/lib/graphql/generated';

/** One of the agent's payments as stored now: what the waiting screens ask every few seconds (null: not the agent's, or none). */
export const GetPaymentStatus = graphql(`
  query GetPaymentStatus($paymentId: uuid!) {
    payment_status(payment_id: $paymentId) {
      ...PaymentStateFields
    }
  }
`);
