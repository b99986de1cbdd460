import { ACTION_ERROR_CODES, isServiceAvailabilityCode } from '@/lib/domain/errorCodes';
import type { Refusal, RequestFailure } from './submitOnce';

// Apart from ./submitOnce: the requests' modules call it, so the error codes load with them, not with a form.

/**
 * A keyed request's failure read the one way: a refusal only when the service answered with a code that is
 * not a 503. No answer, an answer from something in between (no code) and a 503 (a COMMIT cut off may have
 * committed) say nothing of whether it was done: `unanswered`, sent again under the same key. So does the
 * payment gateway not answering (`payment-gateway-unavailable`): the same key finishes the payment.
 */
export function readFailure<Failure extends RequestFailure>(failure: Failure): Refusal<Failure> | { kind: 'unanswered'; message: string } {
  const notKnownYet = failure.code === undefined || isServiceAvailabilityCode(failure.code) || failure.code === ACTION_ERROR_CODES.paymentGatewayUnavailable;
  if (notKnownYet) return { kind: 'unanswered', message: failure.message };
  return { kind: 'refused', failure, keyReused: failure.code === ACTION_ERROR_CODES.idempotencyKeyReused };
}
