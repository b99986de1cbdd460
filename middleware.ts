import { NextResponse, type NextRequest } from 'next/server';
import { chatConfigured } from '@/components/chat/chatConfig';
import { publicGraphqlUrl } from '@/lib/apollo/config';
import { buildContentSecurityPolicy } from '@/lib/security/contentSecurityPolicy';
import { createNonce, NONCE_HEADER } from '@/lib/security/nonce';
import { sessionAreaOf } from '@/lib/session/areas';
import { routeSession, type SessionRoute } from '@/lib/session/sessionRouting';

// The names of lib/session/cookieStore's cookies; middleware runs on the Edge, away from nookies.
const TOKEN_COOKIE = 'DC_AGENT_TOKEN';
const USER_COOKIE = 'DC_AGENT_USER';
const CSP_HEADER = 'Content-Security-Policy';

/**
 * Every page gets a Content-Security-Policy with a nonce of its own, set on the request too: Next nonces its
 * scripts from the request's header, and the app reads `x-nonce` for Emotion, next-themes and Intercom.
 *
 * /account/* and /office/* without a usable token go to /auth (remembering where the agent was going); an expired or
 * malformed token counts as none and its cookies are cleared, with "Your session has ended" on /auth. /auth
 * with a usable token goes on to `next` or the account's home, and each account stays in its own area (an
 * agent in /account, the partner's staff in /office). The token's signature is not checked here (no
 * secret on the Edge): the data service refuses a forged token and the page then ends the session.
 */
export function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const route = isSessionPath(pathname) ? routeSession(pathname, search, request.cookies.get(TOKEN_COOKIE)?.value) : undefined;
  if (route?.action === 'redirect') {
    return withClearedCookies(NextResponse.redirect(new URL(route.location, request.url)), route);
  }

  const nonce = createNonce();
  const policy = buildContentSecurityPolicy({
    nonce,
    dataServiceUrl: publicGraphqlUrl,
    evidenceFilesUrl: process.env.NEXT_PUBLIC_EVIDENCE_FILES_URL?.trim() || undefined,
    sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN?.trim() || undefined,
    intercom: chatConfigured,
    development: process.env.NODE_ENV === 'development',
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set(CSP_HEADER, policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set(CSP_HEADER, policy);
  // Account pages hold customers' data: never stored, so the back button after logging out cannot show them.
  if (route?.noStore) response.headers.set('Cache-Control', 'no-store');
  return route ? withClearedCookies(response, route) : response;
}

function isSessionPath(pathname: string): boolean {
  return pathname === '/auth' || sessionAreaOf(pathname) !== undefined;
}

function withClearedCookies(response: NextResponse, route: SessionRoute): NextResponse {
  if (route.clearCookies) {
    response.cookies.delete(TOKEN_COOKIE);
    response.cookies.delete(USER_COOKIE);
  }
  return response;
}

export const config = {
  // Every page and its /_next/data twin; not the files a policy means nothing to: Next's static build
  // output and image optimiser, the public brand assets and favicon, and the manifest (an API route).
  matcher: ['/((?!_next/static/|_next/image|api/|brands/|favicon\\.ico$|manifest\\.webmanifest$).*)'],
};
