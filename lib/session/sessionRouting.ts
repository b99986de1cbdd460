import { homePathOf, mayVisit } from './areas';
import { afterSignInPath } from './safeNext';
import { readTokenClaims, tokenState } from './token';

/**
 * What the middleware does with a request for /auth, /account/* or /office/*, decided from the token cookie alone
 * (no network: the data service verifies the token on the first data request and the page ends the session
 * when it answers `invalid-jwt`). Pure, so the rules are unit-tested without an Edge runtime.
 */
export type SessionRoute =
  | { action: 'continue'; clearCookies: boolean; noStore: boolean }
  | { action: 'redirect'; location: string; clearCookies: boolean };

/** The query flag /auth reads to say "Your session has ended". */
export const SESSION_ENDED_PARAM = 'ended';

export function routeSession(pathname: string, search: string, token: string | undefined, now: Date = new Date()): SessionRoute {
  const state = tokenState(token, now);
  const stale = state === 'expired' || state === 'malformed';
  const params = new URLSearchParams(search);

  if (pathname === '/auth') {
    // `ended` means a page just refused this token: going back to the dashboard would loop.
    if (state === 'live' && !params.has(SESSION_ENDED_PARAM)) {
      return { action: 'redirect', location: afterSignInPath(params.getAll('next'), roleOf(token)), clearCookies: false };
    }
    return { action: 'continue', clearCookies: stale, noStore: false };
  }

  if (state === 'live') {
    // Each account works in its own area: an agent never sees /office's screens, nor staff /account's, nor
    // one back-office role another's.
    const role = roleOf(token);
    if (!mayVisit(role, pathname)) return { action: 'redirect', location: homePathOf(role), clearCookies: false };
    return { action: 'continue', clearCookies: false, noStore: true };
  }
  const signIn = new URLSearchParams();
  if (stale) signIn.set(SESSION_ENDED_PARAM, '1');
  signIn.set('next', `${pathname}${search}`);
  return { action: 'redirect', location: `/auth?${signIn.toString()}`, clearCookies: stale };
}

const roleOf = (token: string | undefined) => (token === undefined ? undefined : readTokenClaims(token)?.role);
