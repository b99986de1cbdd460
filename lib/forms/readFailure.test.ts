import { NO_ANSWER_MESSAGE, SERVICE_UNAVAILABLE_MESSAGES } from '@/lib/errorMessages';
import { readFailure } from './readFailure';

describe('reading a keyed request’s failure', () => {
  it('is a refusal only when the service answered with a code that is not a 503', () => {
    expect(readFailure({ message: 'Too much', code: 'refund-not-allowed' })).toEqual({ kind: 'refused', failure: { message: 'Too much', code: 'refund-not-allowed' }, keyReused: false });
    expect(readFailure({ message: 'Key used', code: 'idempotency-key-reused' })).toMatchObject({ kind: 'refused', keyReused: true });
  });

  it('is unanswered without a code (no answer, or one from something in between) and on a 503', () => {
    // A COMMIT cut off by the database going may have committed: not known, the same key goes again.
    const busy = SERVICE_UNAVAILABLE_MESSAGES['database-busy'];
    expect(readFailure({ message: busy, code: 'database-busy' })).toEqual({ kind: 'unanswered', message: busy });
    expect(readFailure({ message: NO_ANSWER_MESSAGE })).toEqual({ kind: 'unanswered', message: NO_ANSWER_MESSAGE });
  });

  it('is unanswered when the payment gateway did not answer: the same key finishes the payment', () => {
    const gatewayDown = { message: 'The payment gateway is not answering right now', code: 'payment-gateway-unavailable' };
    expect(readFailure(gatewayDown)).toEqual({ kind: 'unanswered', message: gatewayDown.message });
  });
});
