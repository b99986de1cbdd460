import { PAY_EXCESS, type ExcessPaymentMethod } from '@/lib/actions/payExcess';
import { inputFromForm } from '@/lib/actions/inputFields';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import { readFailure } from '@/lib/forms/readFailure';
import type { KeyedAnswer, RequestFailure } from '@/lib/forms/submitOnce';
import { PayExcess } from './payExcess';

// The excess's request, loaded (with the GraphQL client) at the tap: the claim screen loads neither before.

/** Sends `pay_excess` for `claimId` by `method` under `idempotencyKey`; done: the payment's id (its page says what comes next). */
export async function sendPayExcess(claimId: string, method: ExcessPaymentMethod, idempotencyKey: string): Promise<KeyedAnswer<string, RequestFailure>> {
  const client = getBrowserApolloClient();
  const input = inputFromForm(PAY_EXCESS, { claim: claimId, paymentMethod: method });
  try {
    const { data } = await client.mutate({
      mutation: PayExcess,
      variables: { idempotencyKey, claimId: input.claim_id, paymentMethod: input.payment_method },
      fetchPolicy: 'no-cache',
    });
    if (!data) throw new Error('The data service did not answer the excess payment');
    return { kind: 'done', done: data.pay_excess.payment.payment_id };
  } catch (error) {
    const code = errorCode(error);
    return readFailure({ message: formatGraphQLError(error), ...(code ? { code } : {}) });
  }
}
