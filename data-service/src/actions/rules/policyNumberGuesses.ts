import type { BucketRule } from '../../engine/limits/sharedBuckets';

/**
 * A policy number is sequential, so `verify_card` asks for the IMEI's last 4 digits with it. Those are
 * 10⁴ guesses, and per-address limits do not stop guessers with many addresses: so each policy number
 * allows this many wrong endings a day, whoever sends them (every process counts the same budget, and
 * numbers no card has count alike, so the refusal tells nothing). Then the card checks only by its
 * verification code, which is unguessable; the agent's screens and the card's QR code use that.
 */
export const POLICY_NUMBER_GUESSES: BucketRule = { scope: 'policy-number-guesses', capacity: 10, periodMs: 24 * 60 * 60 * 1000 };

export function policyNumberLockedMessage(): string {
  return 'This policy number has had too many wrong checks today. Check the card by its verification code instead: scan the QR code on the card, or type the code printed under it.';
}
