import type { Logger } from '../../log';
import type { BucketRule, SharedBuckets } from './sharedBuckets';

/**
 * Guesses at something secret (a card's IMEI digits) counted where every process sees them: a guess is
 * taken from its budget before it is checked, so parallel guesses count each other and none slips under
 * the limit, and a right guess is given back, so only wrong ones are spent.
 */
export interface Guesses {
  /** Takes one of `rule`'s guesses for `key` (an address, a policy number), or says how long until one is left. */
  reserve(rule: BucketRule, key: string): Promise<GuessReservation>;
}

export type GuessReservation =
  | { granted: true; /** The guess was right (or never checked): it costs nothing. */ giveBack(): Promise<void> }
  | { granted: false; retryAfterSeconds: number };

export function sharedGuesses(buckets: SharedBuckets, log: Logger): Guesses {
  return {
    async reserve(rule, key) {
      const taken = await buckets.take(rule, key, 1);
      if (taken.granted < 1) return { granted: false, retryAfterSeconds: taken.retryAfterSeconds };
      let givenBack = false;
      return {
        granted: true,
        async giveBack() {
          if (givenBack) return;
          givenBack = true;
          try {
            await buckets.giveBack(rule, key, 1);
          } catch (error) {
            // The answer the guess earned stands; the caller only loses one guess it should have kept.
            log.warn(`could not give back a ${rule.scope} guess: ${error instanceof Error ? error.message : String(error)}`);
          }
        },
      };
    },
  };
}
