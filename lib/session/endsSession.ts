import { SESSION_ENDING_CODES } from '@/lib/domain/errorCodes';
import { errorCode } from '@/lib/errors';

/** Whether an Apollo error is the data service refusing the token. */
export function endsSession(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && SESSION_ENDING_CODES.has(code);
}

/**
 * `ask`'s answer, or `unanswered(error)` when asking failed for any reason but the data service refusing
 * the token: that one is thrown on, as it ends the session (what an /account page's server loader does).
 */
export async function answerOr<T>(ask: () => Promise<T>, unanswered: (error: unknown) => T): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (endsSession(error)) throw error;
    return unanswered(error);
  }
}
