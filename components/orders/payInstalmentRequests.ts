import { PAY_INSTALMENT } from '@/lib/actions/payInstalment';
import { inputFromForm } from '@/lib/actions/inputFields';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import { readFailure } from '@/lib/forms/readFailure';
import type { KeyedAnswer, RequestFailure } from '@/lib/forms/submitOnce';
import { PayInstalment } from './payInstalment';

// The pay link's request, loaded (with the GraphQL client) at the tap: the order screen loads neither before.

/** `CARD` (a checkout page for the customer) or `TRANSFER` (an account for this payment). */
export type InstalmentPaymentMethod = 'CARD' | 'TRANSFER';

/** Sends `pay_instalment` for `orderId` by `method` under `idempotencyKey`; done: the payment's id (its page shows the link). */
export async function sendPayInstalment(orderId: string, method: InstalmentPaymentMethod, idempotencyKey: string): Promise<KeyedAnswer<string, RequestFailure>> {
  const client = getBrowserApolloClient();
  const input = inputFromForm(PAY_INSTALMENT, { order: orderId, paymentMethod: method });
  try {
    const { data } = await client.mutate({
      mutation: PayInstalment,
      variables: { idempotencyKey, orderId: input.order_id, paymentMethod: input.payment_method },
      fetchPolicy: 'no-cache',
    });
    if (!data) throw new Error('The data service did not answer the payment link');
    return { kind: 'done', done: data.pay_instalment.payment.payment_id };
  } catch (error) {
    const code = errorCode(error);
    return readFailure({ message: formatGraphQLError(error), ...(code ? { code } : {}) });
  }
}
