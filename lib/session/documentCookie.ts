import type { CookieOptions } from './cookieRules';

// document.cookie's format for the attributes our rules set (./cookieRules), as the `cookie` package writes
// and reads it. That package is CommonJS, so a bundle takes all of it (~1.5 kB gzip on every page) for
// these two functions. documentCookie.test.ts holds them to its answers (a dev dependency now).

/** The cookies of a `document.cookie` string: names and values trimmed, values URI-decoded, the first of a name kept. */
export function parse(text: string): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const pair of text.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1) continue;
    const name = pair.slice(0, equals).trim();
    if (cookies[name] === undefined) cookies[name] = decoded(pair.slice(equals + 1).trim());
  }
  return cookies;
}

function decoded(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// RFC 6265's token characters for a name; a value is URI-encoded, which leaves only allowed characters.
const COOKIE_NAME = /^[\u0021-\u003A\u003C\u003E-\u007E]+$/;

/** A `document.cookie` assignment: `name=value; Max-Age=…; Path=…; Secure; SameSite=Lax`. */
export function serialize(name: string, value: string, options: CookieOptions): string {
  if (!COOKIE_NAME.test(name)) throw new TypeError(`argument name is invalid: ${name}`);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) {
    if (!Number.isInteger(options.maxAge)) throw new TypeError(`option maxAge is invalid: ${options.maxAge}`);
    parts.push(`Max-Age=${options.maxAge}`);
  }
  parts.push(`Path=${options.path}`);
  if (options.secure) parts.push('Secure');
  parts.push('SameSite=Lax');
  return parts.join('; ');
}
