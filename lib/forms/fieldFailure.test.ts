import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SERVICE_UNAVAILABLE_MESSAGES } from '@/lib/errorMessages';
import { fieldFailure } from './fieldFailure';

const refusal = (message: string, extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

/** A form whose `amount` the service names `amount_kobo`. */
const formFieldOf = (serverField: unknown) => (serverField === 'amount_kobo' ? 'amount' : undefined);

describe('a failure a form shows', () => {
  it('carries the message, the code and the blamed field as the form names it', () => {
    const error = refusal('Amount too small', { code: 'validation-failed', field: 'amount_kobo' });
    expect(fieldFailure(error, formFieldOf)).toEqual({ message: 'Amount too small', code: 'validation-failed', field: 'amount' });
  });

  it('blames no field the form does not have, nor one when nothing is named', () => {
    expect(fieldFailure(refusal('No such plan', { code: 'not-found', field: 'plan_id' }), formFieldOf)).toEqual({ message: 'No such plan', code: 'not-found' });
    expect(fieldFailure(refusal('No', { code: 'access-denied' }), formFieldOf)).toEqual({ message: 'No', code: 'access-denied' });
  });

  it('has no code without an answer, and says a 503 in plain words', () => {
    expect(fieldFailure(new Error('Failed'), formFieldOf)).toEqual({ message: 'Failed' });
    const busy = refusal('database busy', { code: 'database-busy', field: 'amount_kobo' });
    expect(fieldFailure(busy, formFieldOf)).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGES['database-busy'], code: 'database-busy', field: 'amount' });
  });

  it('blames a field only under the code asked for, when one is', () => {
    const broken = refusal('Amount must be whole naira', { code: 'validation-failed', field: 'amount_kobo' });
    const other = refusal('Not enough in the wallet', { code: 'insufficient-wallet-balance', field: 'amount_kobo' });
    expect(fieldFailure(broken, formFieldOf, { blamedOnlyOn: 'validation-failed' })).toMatchObject({ code: 'validation-failed', field: 'amount' });
    expect(fieldFailure(other, formFieldOf, { blamedOnlyOn: 'validation-failed' })).toEqual({ message: 'Not enough in the wallet', code: 'insufficient-wallet-balance' });
  });
});
