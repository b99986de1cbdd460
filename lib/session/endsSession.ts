import { errorCode } from '@/lib/errors';

/** The data service's answers that mean "this token is no longer a session" (Hasura's codes). */
export const SESSION_ENDING_CODES: ReadonlySet<string> = new Set(['invalid-jwt', 'access-denied']);

/** Whether an Apollo error is the data service refusing the token. */
export function endsSession(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && SESSION_ENDING_CODES.has(code);
}
