/**
 * Where to go after signing in: the `next` the agent came with when it is a path on this site, else the
 * dashboard. The one check used by the sign-in page and the middleware (SECURITY-NOTES.md, "A safe next"):
 * a naive `startsWith('/')` lets `//evil.com`, `/\evil.com` and `/\t/evil.com` send agents off-site.
 */

export const DEFAULT_AFTER_SIGN_IN = '/account/dashboard';

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

/** Where sign-in continues: a safe `next`, else the dashboard. */
export function afterSignInPath(raw: unknown): string {
  return sameSitePath(raw) ?? DEFAULT_AFTER_SIGN_IN;
}
