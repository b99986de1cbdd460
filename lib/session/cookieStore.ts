import { destroyCookie, parseCookies, setCookie } from 'nookies';

/**
 * The agent's cookies, in the browser or (given Next's `ctx`) on the server.
 *
 * Failures are reported by throwing a `CookieStoreError` whose message is the spec's exact text (section 8)
 * and whose `cause` is the original error: saving and removing throw on any failure; reading gives
 * `undefined` when the cookie is absent (no session is not an error) and throws only when a cookie is present
 * but unreadable.
 */

export const COOKIE_PREFIX = 'DC_AGENT';
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
export const TOKEN_COOKIE = 'DC_AGENT_TOKEN';
export const USER_COOKIE = 'DC_AGENT_USER';

/** What nookies accepts: a page, API or getServerSideProps context on the server, nothing in the browser. */
export type CookieReadContext = Parameters<typeof parseCookies>[0];
export type CookieWriteContext = Parameters<typeof setCookie>[0];

export type CookieOperation = 'save' | 'fetch' | 'remove';

export class CookieStoreError extends Error {
  readonly key: string;
  readonly operation: CookieOperation;

  constructor(key: string, operation: CookieOperation, cause: unknown) {
    super(cookieStoreMessage(key, operation), { cause });
    this.name = 'CookieStoreError';
    this.key = key;
    this.operation = operation;
  }
}

/** The spec's message for a failed operation on `key`. */
export function cookieStoreMessage(key: string, operation: CookieOperation): string {
  switch (operation) {
    case 'save':
      return `Could not save ${key} to cookie store`;
    case 'fetch':
      return `Could not fetch ${key} object from cookie store`;
    case 'remove':
      return `Could not remove ${key} from cookie store`;
  }
}

export function cookieName(key: string): string {
  return `${COOKIE_PREFIX}_${key.toUpperCase()}`;
}

export function saveToken(token: string, expiresInMs: number, ctx?: CookieWriteContext): void {
  write(TOKEN_KEY, () => nonEmptyText(token), expiresInMs, ctx);
}

export function getToken(ctx?: CookieReadContext): string | undefined {
  return read(TOKEN_KEY, ctx);
}

export function removeToken(ctx?: CookieWriteContext): void {
  removeItem(TOKEN_KEY, ctx);
}

export function saveUser(user: object, expiresInMs: number, ctx?: CookieWriteContext): void {
  saveItem(USER_KEY, user, expiresInMs, ctx);
}

/** The stored user as saved; its shape is not checked beyond being an object. */
export function getUser<T extends object = Record<string, unknown>>(ctx?: CookieReadContext): T | undefined {
  return getItem<T>(USER_KEY, ctx);
}

export function removeUser(ctx?: CookieWriteContext): void {
  removeItem(USER_KEY, ctx);
}

export function saveItem(key: string, value: object, expiresInMs: number, ctx?: CookieWriteContext): void {
  write(key, () => objectToJson(value), expiresInMs, ctx);
}

/** The JSON object stored under `key`; its shape is not checked beyond being an object. */
export function getItem<T extends object = Record<string, unknown>>(key: string, ctx?: CookieReadContext): T | undefined {
  const raw = read(key, ctx);
  if (raw === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isObject(parsed)) throw new TypeError('The stored value is not an object');
    return parsed as T;
  } catch (error) {
    throw new CookieStoreError(key, 'fetch', error);
  }
}

export function removeItem(key: string, ctx?: CookieWriteContext): void {
  const name = cookieName(key);
  try {
    assertWritable(ctx);
    destroyCookie(ctx, name, baseOptions());
    if (inBrowserOnly(ctx) && parseCookies()[name] !== undefined) {
      throw new Error('The browser kept the cookie (it may be HttpOnly or set on another path)');
    }
  } catch (error) {
    throw new CookieStoreError(key, 'remove', error);
  }
}

function write(key: string, serialize: () => string, expiresInMs: number, ctx: CookieWriteContext): void {
  const name = cookieName(key);
  try {
    const value = serialize();
    assertWritable(ctx);
    setCookie(ctx, name, value, { ...baseOptions(), maxAge: toMaxAgeSeconds(expiresInMs) });
    // Browsers drop oversized or blocked cookies silently; reading back turns that into a reported failure.
    if (inBrowserOnly(ctx) && parseCookies()[name] !== value) {
      throw new Error('The browser did not keep the cookie (too large, or cookies are blocked)');
    }
  } catch (error) {
    throw new CookieStoreError(key, 'save', error);
  }
}

function read(key: string, ctx: CookieReadContext): string | undefined {
  let value: string | undefined;
  try {
    value = parseCookies(ctx)[cookieName(key)];
  } catch (error) {
    throw new CookieStoreError(key, 'fetch', error);
  }
  return value === '' ? undefined : value;
}

/** The spec gives expiry in milliseconds; cookies take Max-Age in whole seconds (rounded up so it never hits 0). */
export function toMaxAgeSeconds(expiresInMs: number): number {
  if (typeof expiresInMs !== 'number' || !Number.isFinite(expiresInMs) || expiresInMs <= 0) {
    throw new RangeError(`Cookie expiry must be a positive number of milliseconds, got ${String(expiresInMs)}`);
  }
  return Math.ceil(expiresInMs / 1000);
}

function baseOptions(): { path: string; sameSite: 'lax'; secure: boolean } {
  return { path: '/', sameSite: 'lax', secure: process.env.NODE_ENV === 'production' };
}

function hasResponse(ctx: CookieWriteContext): boolean {
  return typeof ctx === 'object' && ctx !== null && 'res' in ctx && Boolean(ctx.res);
}

function inBrowserOnly(ctx: CookieWriteContext): boolean {
  return typeof document !== 'undefined' && !hasResponse(ctx);
}

// Without a browser or a response, nookies would silently do nothing.
function assertWritable(ctx: CookieWriteContext): void {
  if (typeof document === 'undefined' && !hasResponse(ctx)) {
    throw new Error('No browser and no response to set the cookie on');
  }
}

function nonEmptyText(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw new TypeError('The value is empty');
  return value;
}

function objectToJson(value: unknown): string {
  const json: unknown = isObject(value) ? JSON.stringify(value) : undefined;
  if (typeof json !== 'string') throw new TypeError('Only objects are stored as JSON');
  return json;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
