import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorCode, formatGraphQLError } from '@/lib/errors';

/** `extensions.code` of the data service's lockout answer; `extensions.minutes_left` says for how long. */
export const TOO_MANY_ATTEMPTS = 'too-many-attempts';

export function lockoutMessage(minutesLeft: number): string {
  return `Too many failed sign-in attempts. Try again in ${minutesLeft} ${minutesLeft === 1 ? 'minute' : 'minutes'}.`;
}

/** What a failed sign-in says: the lockout with the minutes left, else the spec's formatted error. */
export function signInErrorMessage(error: unknown): string {
  if (errorCode(error) === TOO_MANY_ATTEMPTS) {
    const minutes = minutesLeft(error);
    if (minutes !== undefined) return lockoutMessage(minutes);
  }
  return formatGraphQLError(error);
}

function minutesLeft(error: unknown): number | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const value = error.errors[0]?.extensions?.minutes_left;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}
