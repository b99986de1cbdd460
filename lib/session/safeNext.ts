import { ACCOUNT_HOME, homePathOf, mayVisit, sessionAreaOf } from './areas';

/**
 * Where to go after signing in: the `next` the agent came with when it is a path on this site (in the area
 * the account works in), else the account's home (the dashboard, or its back-office screen). The one check used by the sign-in page and the middleware (SECURITY-NOTES.md, "A safe next"):
 * a naive `startsWith('/')` lets `//evil.com`, `/\evil.com` and `/\t/evil.com` send agents off-site.
 */

export const DEFAULT_AFTER_SIGN_IN = ACCOUNT_HOME;

const MAX_LENGTH = 2048;
// Any C0 control character or DEL: URL parsing strips tabs and newlines, which turns `/\t/x` into `//x`.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const PLACEHOLDER_ORIGIN = 'http://app.invalid';
// Never back to the sign-in screen itself (a loop) or to logging out.
const NOT_AFTER_SIGN_IN = /^\/(auth|logout)(\/|$|\?|#)/i;

/** `next` as a same-site relative path (path, query and hash), or undefined when it is anything else. */
export function sameSitePath(raw: unknown): string | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return undefined;
  if (CONTROL_CHARACTERS.test(value)) return undefined;
  if (!/^\/(?![/\\])/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('//') || path.startsWith('/\\')) return undefined;
  if (NOT_AFTER_SIGN_IN.test(path)) return undefined;
  return path;
}

/**
 * Where sign-in continues for an account of `role` (the token's; none is an agent): a safe `next`, unless it
 * is in the other area (an agent's link to /office, a claims officer's to /account), else the role's home.
 */
export function afterSignInPath(raw: unknown, role?: string): string {
  const path = sameSitePath(raw);
  if (path === undefined) return homePathOf(role);
  const pathname = new URL(path, PLACEHOLDER_ORIGIN).pathname;
  return sessionAreaOf(pathname) === undefined || mayVisit(role, pathname) ? path : homePathOf(role);
}
