/**
 * The sign-in lockout: 5 failed attempts within 15 minutes on one agent (whichever identifier named it;
 * for an identifier no agent has, on that partner and identifier) lock further attempts until the oldest
 * of those 5 is 15 minutes old. A successful sign-in clears the count. An attempt whose password is still
 * being checked counts as a failure, so parallel attempts cannot all slip under the limit.
 */

export const MAX_FAILED_SIGN_INS = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed sign-ins one client address may make within the window, whatever identifiers they name:
 * generous for a shop of agents behind one address, small next to what guessing passwords needs.
 */
export const DEFAULT_LOGIN_FAILURES_PER_ADDRESS = 50;

/**
 * Minutes until sign-in is allowed again (rounded up, at least 1), or undefined when not locked.
 * `failures` are the failed (or unsettled) attempts since the last success, newest first; `limit` of them lock.
 */
export function lockoutMinutesLeft(failures: readonly Date[], now: Date, limit: number = MAX_FAILED_SIGN_INS): number | undefined {
  if (failures.length < limit) return undefined;
  const unlocksAt = failures[limit - 1].getTime() + LOCKOUT_WINDOW_MS;
  // Never more than the window: a parallel request's failure may be stamped a moment after this request's `now`.
  const msLeft = Math.min(unlocksAt - now.getTime(), LOCKOUT_WINDOW_MS);
  return msLeft > 0 ? Math.max(1, Math.ceil(msLeft / 60_000)) : undefined;
}

export function lockoutMessage(minutesLeft: number): string {
  return `Too many failed sign-in attempts. Try again in ${minutesLeft} ${minutesLeft === 1 ? 'minute' : 'minutes'}.`;
}

export function addressLockoutMessage(minutesLeft: number): string {
  return `Too many failed sign-in attempts from this network. Try again in ${minutesLeft} ${minutesLeft === 1 ? 'minute' : 'minutes'}.`;
}
