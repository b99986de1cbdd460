import type { NextPageContext } from 'next';
import {
  COOKIE_PREFIX,
  CookieStoreError,
  TOKEN_COOKIE,
  USER_COOKIE,
  cookieName,
  getItem,
  getToken,
  getUser,
  removeItem,
  removeToken,
  removeUser,
  saveItem,
  saveToken,
  saveUser,
  toMaxAgeSeconds,
} from './cookieStore';
import * as cookie from './documentCookie';
import { serverCookieStore } from './serverCookieStore';

// The browser's jar reads and writes document.cookie through ./documentCookie: failures are injected there.
jest.mock('./documentCookie', () => {
  const actual = jest.requireActual<typeof import('./documentCookie')>('./documentCookie');
  return { ...actual, parse: jest.fn(actual.parse), serialize: jest.fn(actual.serialize) };
});

const serialize = jest.mocked(cookie.serialize);
const parse = jest.mocked(cookie.parse);

const HOUR_MS = 60 * 60 * 1000;

function clearDocumentCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

function caught(run: () => unknown): CookieStoreError {
  try {
    run();
  } catch (error) {
    if (error instanceof CookieStoreError) return error;
    throw error;
  }
  throw new Error('expected a CookieStoreError');
}

/** A minimal server response that records Set-Cookie, as nookies uses it. */
function fakeServerContext(requestCookie = '') {
  const headers = new Map<string, string | string[]>();
  const res = {
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: string | string[]) => {
      headers.set(name.toLowerCase(), value);
      return res;
    },
  };
  const req = { headers: { cookie: requestCookie } };
  const setCookieHeader = (): string[] => {
    const value = headers.get('set-cookie');
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  };
  return { ctx: { req, res } as unknown as Pick<NextPageContext, 'req' | 'res'>, setCookieHeader };
}

beforeEach(() => {
  clearDocumentCookies();
  jest.clearAllMocks();
});

afterEach(() => {
  // Undoes jest.replaceProperty(process.env, 'NODE_ENV', …).
  jest.restoreAllMocks();
});

describe('cookie names', () => {
  it('uses the agent prefix and the upper-cased key', () => {
    expect(COOKIE_PREFIX).toBe('DC_AGENT');
    expect(TOKEN_COOKIE).toBe('DC_AGENT_TOKEN');
    expect(USER_COOKIE).toBe('DC_AGENT_USER');
    expect(cookieName('token')).toBe(TOKEN_COOKIE);
    expect(cookieName('lastBrand')).toBe('DC_AGENT_LASTBRAND');
  });
});

describe('expiry', () => {
  it('converts milliseconds to whole seconds, rounding up', () => {
    expect(toMaxAgeSeconds(HOUR_MS)).toBe(3600);
    expect(toMaxAgeSeconds(1500)).toBe(2);
    expect(toMaxAgeSeconds(1)).toBe(1);
  });

  it('passes Max-Age in seconds with path /, SameSite lax and no Secure outside production', () => {
    saveToken('jwt', 7 * 24 * HOUR_MS);
    expect(serialize).toHaveBeenCalledWith('DC_AGENT_TOKEN', 'jwt', {
      path: '/',
      sameSite: 'lax',
      secure: false,
      maxAge: 604800,
    });
  });

  it('marks the cookie Secure in production', () => {
    jest.replaceProperty(process.env, 'NODE_ENV', 'production');
    const { ctx, setCookieHeader } = fakeServerContext();
    serverCookieStore(ctx).saveToken('jwt', HOUR_MS);
    expect(setCookieHeader()).toEqual(['DC_AGENT_TOKEN=jwt; Max-Age=3600; Path=/; Secure; SameSite=Lax']);
  });

  it.each([0, -1000, Number.NaN, Number.POSITIVE_INFINITY])('rejects %p ms as a failure to save', (ms) => {
    const error = caught(() => saveToken('jwt', ms));
    expect(error.message).toBe('Could not save token to cookie store');
    expect(error.cause).toBeInstanceOf(RangeError);
    expect(document.cookie).toBe('');
  });
});

describe('token', () => {
  it('round-trips through document.cookie', () => {
    saveToken('header.payload.signature', HOUR_MS);
    expect(document.cookie).toBe('DC_AGENT_TOKEN=header.payload.signature');
    expect(getToken()).toBe('header.payload.signature');
    removeToken();
    expect(document.cookie).toBe('');
    expect(getToken()).toBeUndefined();
  });

  it('treats a missing or empty token as no session, not an error', () => {
    expect(getToken()).toBeUndefined();
    document.cookie = 'DC_AGENT_TOKEN=; Path=/';
    expect(getToken()).toBeUndefined();
  });

  it("reports 'Could not save token to cookie store' with the original cause", () => {
    const cause = new Error('cookies disabled');
    serialize.mockImplementationOnce(() => {
      throw cause;
    });
    const error = caught(() => saveToken('jwt', HOUR_MS));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CookieStoreError');
    expect(error.message).toBe('Could not save token to cookie store');
    expect(error.cause).toBe(cause);
    expect(error.key).toBe('token');
    expect(error.operation).toBe('save');
  });

  it('reports an empty token as a failure to save', () => {
    expect(() => saveToken('', HOUR_MS)).toThrow('Could not save token to cookie store');
  });

  it('reports a cookie the browser refused to keep', () => {
    // jsdom, like browsers, drops a Secure cookie on an http page.
    jest.replaceProperty(process.env, 'NODE_ENV', 'production');
    expect(() => saveToken('jwt', HOUR_MS)).toThrow('Could not save token to cookie store');
  });

  it("reports 'Could not remove token from cookie store'", () => {
    serialize.mockImplementationOnce(() => {
      throw new Error('boom');
    });
    expect(() => removeToken()).toThrow('Could not remove token from cookie store');
  });

  it("reports 'Could not fetch token object from cookie store' when cookies cannot be read", () => {
    parse.mockImplementationOnce(() => {
      throw new Error('boom');
    });
    expect(() => getToken()).toThrow('Could not fetch token object from cookie store');
  });
});

describe('user', () => {
  const user = { id: 'agent-1', firstName: 'Ada', email: 'ada@example.com', roles: ['agent'] };

  it('round-trips as JSON', () => {
    saveUser(user, HOUR_MS);
    expect(document.cookie.startsWith('DC_AGENT_USER=')).toBe(true);
    expect(getUser<typeof user>()).toEqual(user);
    removeUser();
    expect(getUser()).toBeUndefined();
  });

  it('is undefined when absent', () => {
    expect(getUser()).toBeUndefined();
  });

  it.each([
    ['malformed JSON', '%7Bnot-json'],
    ['a JSON string', '%22ada%22'],
    ['JSON null', 'null'],
    ['a JSON array', '%5B1%2C2%5D'],
  ])("reports 'Could not fetch user object from cookie store' for %s", (_label, raw) => {
    document.cookie = `DC_AGENT_USER=${raw}; Path=/`;
    const error = caught(() => getUser());
    expect(error.message).toBe('Could not fetch user object from cookie store');
    expect(error.cause).toBeInstanceOf(Error);
  });

  it("reports 'Could not save user to cookie store' for a value JSON cannot hold", () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => saveUser(circular, HOUR_MS)).toThrow('Could not save user to cookie store');
  });

  it("reports 'Could not remove user from cookie store'", () => {
    serialize.mockImplementationOnce(() => {
      throw new Error('boom');
    });
    expect(() => removeUser()).toThrow('Could not remove user from cookie store');
  });
});

describe('generic items', () => {
  it('round-trip any key as a JSON object', () => {
    saveItem('preferences', { compact: true }, HOUR_MS);
    expect(document.cookie).toBe(`DC_AGENT_PREFERENCES=${encodeURIComponent('{"compact":true}')}`);
    expect(getItem('preferences')).toEqual({ compact: true });
    removeItem('preferences');
    expect(getItem('preferences')).toBeUndefined();
  });

  it('use the generic messages with the key in place', () => {
    serialize.mockImplementationOnce(() => {
      throw new Error('boom');
    });
    expect(() => saveItem('preferences', {}, HOUR_MS)).toThrow('Could not save preferences to cookie store');

    document.cookie = 'DC_AGENT_PREFERENCES=oops; Path=/';
    expect(() => getItem('preferences')).toThrow('Could not fetch preferences object from cookie store');

    serialize.mockImplementationOnce(() => {
      throw new Error('boom');
    });
    expect(() => removeItem('preferences')).toThrow('Could not remove preferences from cookie store');
  });

  it('rejects an array as a value to store', () => {
    expect(() => saveItem('list', [1, 2], HOUR_MS)).toThrow('Could not save list to cookie store');
  });

  it('reports a key that cannot be a cookie name', () => {
    expect(() => saveItem('bad key', {}, HOUR_MS)).toThrow('Could not save bad key to cookie store');
  });
});

describe('on the server (with a Next context)', () => {
  it('reads the request cookie and writes Set-Cookie on the response', () => {
    const { ctx, setCookieHeader } = fakeServerContext(
      `DC_AGENT_TOKEN=server-jwt; DC_AGENT_USER=${encodeURIComponent('{"id":"a1"}')}`,
    );
    const cookies = serverCookieStore(ctx);
    expect(cookies.getToken()).toBe('server-jwt');
    expect(cookies.getUser()).toEqual({ id: 'a1' });

    cookies.saveUser({ id: 'a2' }, 2 * HOUR_MS);
    cookies.removeToken();
    expect(setCookieHeader()).toEqual([
      `DC_AGENT_USER=${encodeURIComponent('{"id":"a2"}')}; Max-Age=7200; Path=/; SameSite=Lax`,
      'DC_AGENT_TOKEN=; Max-Age=-1; Path=/; SameSite=Lax',
    ]);
  });
});
