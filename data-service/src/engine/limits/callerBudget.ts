import { GraphqlRequestError } from '../errors';
import type { Session } from '../parse/context';
import type { Guesses } from './guesses';
import { LeasedBuckets } from './leasedBuckets';
import type { BucketPeriod, BucketRule, SharedBuckets } from './sharedBuckets';

/** Who asks: the session, and the client address the HTTP layer resolved (absent outside HTTP). */
export interface Caller {
  session: Session;
  /** An IPv4 address or an IPv6 /64 (http/clientAddress.ts): what per-address limits count against. */
  clientAddress: string | undefined;
}

/** A caller's allowance of lookups that find nothing, for the actions that may answer null (`verify_card`). */
export interface LookupAllowance {
  /**
   * Spends one lookup before it runs, so parallel lookups count each other; throws `too-many-failed-lookups`
   * when none are left. The lookup gives it back (`giveBack`) when it found something.
   */
  reserve(): Promise<{ giveBack(): Promise<void> }>;
}

/**
 * Per-address budgets of callers without a token (the unauthorised role), shared by every process through
 * the database (sharedBuckets.ts): root fields per minute, so aliases cost what they run, and lookups that
 * find nothing per hour, so guessing a card's policy number and IMEI digits takes days per address.
 * Agents are not limited here: they are few, known and signed in.
 */
export interface CallerBudget {
  /** Before the body is read, from what this process already knows: throws `rate-limited` for an address known to be out of budget. */
  admit(caller: Caller): void;
  /** Charges an operation's root fields; throws `rate-limited` when the address has fewer left. */
  charge(caller: Caller, rootFields: number): Promise<void>;
  /** Empties the caller's budget: it sent an operation refused for its size, which is no mistake of the app's. */
  exhaust(caller: Caller): Promise<void>;
  /** The caller's failed-lookup allowance; undefined for callers it does not apply to. */
  lookups(caller: Caller): LookupAllowance | undefined;
}

export interface CallerBudgetOptions {
  unauthorizedRole: string;
  rootFieldsPerMinute: number;
  lookupMissesPerHour: number;
  buckets: SharedBuckets;
  guesses: Guesses;
  now?: () => number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The caller budget's buckets; their capacities come from the configuration. */
export const ROOT_FIELDS_BUCKET: BucketPeriod = { scope: 'anonymous-root-fields', periodMs: MINUTE_MS };
export const LOOKUP_MISSES_BUCKET: BucketPeriod = { scope: 'anonymous-lookup-misses', periodMs: HOUR_MS };

export function createCallerBudget(options: CallerBudgetOptions): CallerBudget {
  const rootFieldsRule: BucketRule = { ...ROOT_FIELDS_BUCKET, capacity: options.rootFieldsPerMinute };
  const lookupsRule: BucketRule = { ...LOOKUP_MISSES_BUCKET, capacity: options.lookupMissesPerHour };
  const rootFields = options.rootFieldsPerMinute > 0 ? new LeasedBuckets(options.buckets, rootFieldsRule, options.now) : undefined;
  // Without an address (a caller outside HTTP) there is nobody to count against.
  const limitedAddress = (caller: Caller) => (caller.session.role === options.unauthorizedRole ? caller.clientAddress : undefined);

  const rateLimited = (retryAfterSeconds: number) =>
    new GraphqlRequestError('too many requests from this address; try again later', 'rate-limited', '$', {
      retry_after_seconds: retryAfterSeconds,
    });

  return {
    admit(caller) {
      const address = limitedAddress(caller);
      const refused = address === undefined ? 0 : (rootFields?.refusedFor(address) ?? 0);
      if (refused > 0) throw rateLimited(refused);
    },
    async charge(caller, cost) {
      const address = limitedAddress(caller);
      if (address === undefined || !rootFields || cost <= 0) return;
      const taken = await rootFields.take(address, cost);
      if (taken.granted < cost) throw rateLimited(taken.retryAfterSeconds);
    },
    async exhaust(caller) {
      const address = limitedAddress(caller);
      if (address !== undefined) await rootFields?.empty(address);
    },
    lookups(caller) {
      const address = limitedAddress(caller);
      if (address === undefined || options.lookupMissesPerHour <= 0) return undefined;
      return {
        async reserve() {
          const guess = await options.guesses.reserve(lookupsRule, address);
          if (guess.granted) return guess;
          const message = 'too many lookups that found nothing from this address; try again later';
          throw new GraphqlRequestError(message, 'too-many-failed-lookups', '$', { retry_after_seconds: guess.retryAfterSeconds });
        },
      };
    },
  };
}
