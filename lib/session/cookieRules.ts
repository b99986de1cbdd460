// The agent's cookies, whichever jar holds them: the browser's (./cookieStore) or a server request's
// (./serverCookieStore, with nookies). One set of rules for both.
//
// Failures are reported by throwing a `CookieStoreError` whose message is the spec's exact text (section 8)
// and whose `cause` is the original error: saving and removing throw on any failure; reading gives
// `undefined` when the cookie is absent (no session is not an error) and throws only when a cookie is present
// but unreadable.

export const COOKIE_PREFIX = 'DC_AGENT';
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
export const TOKEN_COOKIE = 'DC_AGENT_TOKEN';
export const USER_COOKIE = 'DC_AGENT_USER';

export interface CookieOptions {
  path: string;
  sameSite: 'lax';
  secure: boolean;
  /** Seconds; absent when removing. */
  maxAge?: number;
}

/** Where cookies are read and written. */
export interface CookieJar {
  read: () => Record<string, string | undefined>;
  write: (name: string, value: string, options: CookieOptions) => void;
  remove: (name: string, options: CookieOptions) => void;
  /** A browser's jar shows at once what it kept, so a write it dropped is caught; a response's cannot. */
  readsBack: boolean;
}

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

/** The spec gives expiry in milliseconds; cookies take Max-Age in whole seconds (rounded up so it never hits 0). */
export function toMaxAgeSeconds(expiresInMs: number): number {
  if (typeof expiresInMs !== 'number' || !Number.isFinite(expiresInMs) || expiresInMs <= 0) {
    throw new RangeError(`Cookie expiry must be a positive number of milliseconds, got ${String(expiresInMs)}`);
  }
  return Math.ceil(expiresInMs / 1000);
}

/** The spec's cookie store over `jar` (asked at every operation: a jar may fail to be had, e.g. no browser). */
export function createCookieStore(jar: () => CookieJar) {
  function saveItem(key: string, value: object, expiresInMs: number): void {
    write(key, () => objectToJson(value), expiresInMs);
  }

  /** The JSON object stored under `key`; its shape is not checked beyond being an object. */
  function getItem<T extends object = Record<string, unknown>>(key: string): T | undefined {
    const raw = read(key);
    if (raw === undefined) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!isObject(parsed)) throw new TypeError('The stored value is not an object');
      return parsed as T;
    } catch (error) {
      throw new CookieStoreError(key, 'fetch', error);
    }
  }

  function removeItem(key: string): void {
    const name = cookieName(key);
    try {
      const cookies = jar();
      cookies.remove(name, baseOptions());
      if (cookies.readsBack && cookies.read()[name] !== undefined) {
        throw new Error('The browser kept the cookie (it may be HttpOnly or set on another path)');
      }
    } catch (error) {
      throw new CookieStoreError(key, 'remove', error);
    }
  }

  function write(key: string, serialize: () => string, expiresInMs: number): void {
    const name = cookieName(key);
    try {
      const value = serialize();
      const cookies = jar();
      cookies.write(name, value, { ...baseOptions(), maxAge: toMaxAgeSeconds(expiresInMs) });
      // Browsers drop oversized or blocked cookies silently; reading back turns that into a reported failure.
      if (cookies.readsBack && cookies.read()[name] !== value) {
        throw new Error('The browser did not keep the cookie (too large, or cookies are blocked)');
      }
    } catch (error) {
      throw new CookieStoreError(key, 'save', error);
    }
  }

  function read(key: string): string | undefined {
    let value: string | undefined;
    try {
      value = jar().read()[cookieName(key)];
    } catch (error) {
      throw new CookieStoreError(key, 'fetch', error);
    }
    return value === '' ? undefined : value;
  }

  return {
    saveToken: (token: string, expiresInMs: number): void => write(TOKEN_KEY, () => nonEmptyText(token), expiresInMs),
    getToken: (): string | undefined => read(TOKEN_KEY),
    removeToken: (): void => removeItem(TOKEN_KEY),
    saveUser: (user: object, expiresInMs: number): void => saveItem(USER_KEY, user, expiresInMs),
    /** The stored user as saved; its shape is not checked beyond being an object. */
    getUser: <T extends object = Record<string, unknown>>(): T | undefined => getItem<T>(USER_KEY),
    removeUser: (): void => removeItem(USER_KEY),
    saveItem,
    getItem,
    removeItem,
  };
}

export type CookieStore = ReturnType<typeof createCookieStore>;

function baseOptions(): CookieOptions {
  return { path: '/', sameSite: 'lax', secure: process.env.NODE_ENV === 'production' };
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
