import { graphql } from '@/lib/graphql/generated';

/**
 * "Pay the excess" on the claim screen: from the agent's wallet (paid at once), or a payment of the
 * approved claim's excess waiting for the customer (a card link, a transfer account). The key makes a
 * retry (a double click, "Try again") get the first answer.
 */
export const PayExcess = graphql(`
  mutation PayExcess($idempotencyKey: uuid!, $claimId: uuid!, $paymentMethod: payment_method!) {
    pay_excess(idempotency_key: $idempotencyKey, claim_id: $claimId, payment_method: $paymentMethod) {
      claim_id
      payment {
        payment_id
      }
    }
  }
`);
