import { GraphqlRequestError } from '../errors';
import type { Session } from '../parse/context';
import { TokenBuckets } from './tokenBuckets';

/** Who asks: the session, and the client address the HTTP layer resolved (absent outside HTTP). */
export interface Caller {
  session: Session;
  clientAddress: string | undefined;
}

/** A caller's allowance of failed lookups, for the actions that may answer null (`verify_card`). */
export interface LookupAllowance {
  /** Throws `too-many-failed-lookups` when the caller has no guesses left. */
  check(): void;
  /** The lookup found nothing: one guess fewer. */
  missed(): void;
}

/**
 * Per-address budgets of callers without a token (the unauthorised role): root fields per minute, so
 * aliases cost what they run, and failed lookups per hour, so guessing a card's policy number and
 * IMEI digits takes days per address. Agents are not limited here: they are few, known and signed in.
 */
export interface CallerBudget {
  /** Before the body is read: throws `rate-limited` when the caller's address has nothing left. */
  admit(caller: Caller): void;
  /** Charges an operation's root fields; throws `rate-limited` (and empties the budget) when they exceed it. */
  charge(caller: Caller, rootFields: number): void;
  /** Empties the caller's budget: it sent an operation refused for its size, which is no mistake of the app's. */
  exhaust(caller: Caller): void;
  /** The caller's failed-lookup allowance; undefined for callers it does not apply to. */
  lookups(caller: Caller): LookupAllowance | undefined;
}

export interface CallerBudgetOptions {
  unauthorizedRole: string;
  rootFieldsPerMinute: number;
  lookupMissesPerHour: number;
  now?: () => number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export function createCallerBudget(options: CallerBudgetOptions): CallerBudget {
  const rootFields = options.rootFieldsPerMinute > 0 ? new TokenBuckets(options.rootFieldsPerMinute, MINUTE_MS, options.now) : undefined;
  const misses = options.lookupMissesPerHour > 0 ? new TokenBuckets(options.lookupMissesPerHour, HOUR_MS, options.now) : undefined;
  // Without an address (a caller outside HTTP) there is nobody to count against.
  const limitedAddress = (caller: Caller) => (caller.session.role === options.unauthorizedRole ? caller.clientAddress : undefined);

  const rateLimited = (address: string, cost: number) =>
    new GraphqlRequestError('too many requests from this address; try again later', 'rate-limited', '$', {
      retry_after_seconds: rootFields?.secondsUntil(address, cost) ?? 1,
    });

  return {
    admit(caller) {
      const address = limitedAddress(caller);
      if (address !== undefined && rootFields && rootFields.available(address) < 1) throw rateLimited(address, 1);
    },
    charge(caller, cost) {
      const address = limitedAddress(caller);
      if (address !== undefined && rootFields && !rootFields.take(address, cost)) throw rateLimited(address, cost);
    },
    exhaust(caller) {
      const address = limitedAddress(caller);
      if (address !== undefined) rootFields?.take(address, Number.POSITIVE_INFINITY);
    },
    lookups(caller) {
      const address = limitedAddress(caller);
      if (address === undefined || !misses) return undefined;
      return {
        check() {
          if (misses.available(address) < 1) {
            const message = 'too many lookups that found nothing from this address; try again later';
            throw new GraphqlRequestError(message, 'too-many-failed-lookups', '$', { retry_after_seconds: misses.secondsUntil(address, 1) });
          }
        },
        missed() {
          misses.take(address, 1);
        },
      };
    },
  };
}
