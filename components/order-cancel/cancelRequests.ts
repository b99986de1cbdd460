import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { CANCEL_ORDER } from '@/lib/actions/cancelOrder';
import { inputFromForm } from '@/lib/actions/inputFields';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import { readFailure } from '@/lib/forms/readFailure';
import type { KeyedAnswer } from '@/lib/forms/submitOnce';
import { CancelOrder } from './cancelOrder';

// The cancellation's request, loaded (with the GraphQL client) at "Cancel the plan": the page loads neither before.

/** A plan the service cancelled (or had cancelled under the key). */
export interface CancelledPlan {
  orderId: string;
  refundKobo: number;
  clawbackKobo: number;
}

/** Why the service did not cancel the plan, as the form shows it. */
export interface CancelFailure {
  /** The service's own words (the spec's formatter). */
  message: string;
  /** The service's `extensions.code`. */
  code?: string;
  /** The reason was refused: the message goes under it. */
  onReason: boolean;
}

/** Sends `cancel_order` for `orderId` with `reason` under `idempotencyKey` (`no-cache`: nothing of it is kept in memory). */
export async function sendCancellation(orderId: string, reason: string, idempotencyKey: string): Promise<KeyedAnswer<CancelledPlan, CancelFailure>> {
  const client = getBrowserApolloClient();
  const input = inputFromForm(CANCEL_ORDER, { order: orderId, reason });
  try {
    const { data } = await client.mutate({
      mutation: CancelOrder,
      variables: { idempotencyKey, orderId: input.order_id, reason: input.reason },
      fetchPolicy: 'no-cache',
    });
    if (!data) throw new Error('The data service did not answer the cancellation');
    const cancelled = data.cancel_order;
    return { kind: 'done', done: { orderId: cancelled.order_id, refundKobo: cancelled.refund_kobo, clawbackKobo: cancelled.clawback_kobo } };
  } catch (error) {
    return readFailure(cancelFailure(error));
  }
}

function cancelFailure(error: unknown): CancelFailure {
  const code = errorCode(error);
  const extensions = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions : undefined;
  return { message: formatGraphQLError(error), ...(code ? { code } : {}), onReason: extensions?.field === 'reason' };
}
