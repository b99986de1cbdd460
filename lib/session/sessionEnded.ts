import { errorCode } from '@/lib/errors';

/** The data service's answers that mean "this token is no longer a session" (Hasura's codes). */
export const SESSION_ENDING_CODES: ReadonlySet<string> = new Set(['invalid-jwt', 'access-denied']);

/** Where an ended session lands: sign-in with the "Your session has ended" notice. */
export const SESSION_ENDED_PATH = '/auth?ended=1';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again to continue.';

/** Whether an Apollo error is the data service refusing the token. */
export function endsSession(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && SESSION_ENDING_CODES.has(code);
}

/** /auth?ended=1, remembering where the agent was when `next` is given. */
export function sessionEndedPath(next?: string): string {
  if (!next) return SESSION_ENDED_PATH;
  return `${SESSION_ENDED_PATH}&next=${encodeURIComponent(next)}`;
}
