import { createCookieStore, type CookieJar } from './cookieRules';
import { parse, serialize } from './documentCookie';

export {
  COOKIE_PREFIX,
  CookieStoreError,
  TOKEN_COOKIE,
  TOKEN_KEY,
  USER_COOKIE,
  USER_KEY,
  cookieName,
  cookieStoreMessage,
  toMaxAgeSeconds,
  type CookieOperation,
} from './cookieRules';

/**
 * The agent's cookies in the browser (`document.cookie`), by the spec's rules (./cookieRules). A server
 * render reads them from its request with ./serverCookieStore instead: nookies, with its server-only
 * parts, stays out of every page's JavaScript.
 */
const documentJar = (): CookieJar => ({
  // Rendering on the server without a request: no session.
  read: () => (typeof document === 'undefined' ? {} : parse(document.cookie)),
  write: (name, value, options) => {
    writable().cookie = serialize(name, value, options);
  },
  remove: (name, options) => {
    writable().cookie = serialize(name, '', { ...options, maxAge: -1 });
  },
  readsBack: true,
});

// Where there is no browser, a write would go nowhere: said, not skipped silently.
function writable(): Document {
  if (typeof document === 'undefined') throw new Error('No browser and no response to set the cookie on');
  return document;
}

export const { saveToken, getToken, removeToken, saveUser, getUser, removeUser, saveItem, getItem, removeItem } = createCookieStore(documentJar);
