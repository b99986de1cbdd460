// Where an ended session lands and what it says: no error parsing here, so the sign-in screen can name them
// without loading it (see ./endsSession).

/** Where an ended session lands: sign-in with the "Your session has ended" notice. */
export const SESSION_ENDED_PATH = '/auth?ended=1';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again to continue.';

/** /auth?ended=1, remembering where the agent was when `next` is given. */
export function sessionEndedPath(next?: string): string {
  if (!next) return SESSION_ENDED_PATH;
  return `${SESSION_ENDED_PATH}&next=${encodeURIComponent(next)}`;
}

/** Where an agent lands after changing the password (every session ended): sign-in, with what to do. */
export const PASSWORD_CHANGED_PATH = '/auth?changed=1';

/** The query flag /auth reads to say the password was changed. */
export const PASSWORD_CHANGED_PARAM = 'changed';

export const PASSWORD_CHANGED_MESSAGE = 'Your password is changed. Sign in with the new one.';
