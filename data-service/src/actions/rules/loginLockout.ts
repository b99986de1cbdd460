/**
 * The sign-in lockout: 5 failed attempts within 15 minutes for one partner and identifier lock further
 * attempts until the oldest of those 5 is 15 minutes old. A successful sign-in clears the count.
 */

export const MAX_FAILED_SIGN_INS = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

/**
 * Minutes until sign-in is allowed again (rounded up, at least 1), or undefined when not locked.
 * `failures` are the failed attempts since the last success, newest first.
 */
export function lockoutMinutesLeft(failures: readonly Date[], now: Date): number | undefined {
  if (failures.length < MAX_FAILED_SIGN_INS) return undefined;
  const unlocksAt = failures[MAX_FAILED_SIGN_INS - 1].getTime() + LOCKOUT_WINDOW_MS;
  const msLeft = unlocksAt - now.getTime();
  return msLeft > 0 ? Math.max(1, Math.ceil(msLeft / 60_000)) : undefined;
}

export function lockoutMessage(minutesLeft: number): string {
  return `Too many failed sign-in attempts. Try again in ${minutesLeft} ${minutesLeft === 1 ? 'minute' : 'minutes'}.`;
}
