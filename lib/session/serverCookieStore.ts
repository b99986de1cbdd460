import { destroyCookie, parseCookies, setCookie } from 'nookies';
import { createCookieStore, type CookieStore } from './cookieRules';

/** A page, API or getServerSideProps context: the request read, Set-Cookie written on the response. */
export type ServerCookieContext = NonNullable<Parameters<typeof setCookie>[0]> & NonNullable<Parameters<typeof parseCookies>[0]>;

/** The agent's cookies as a server render sees them: the request's, changed through the response (nookies). */
export function serverCookieStore(ctx: ServerCookieContext): CookieStore {
  return createCookieStore(() => ({
    read: () => parseCookies(ctx),
    write: (name, value, options) => setCookie(ctx, name, value, options),
    remove: (name, options) => destroyCookie(ctx, name, options),
    readsBack: false,
  }));
}
