import { NextResponse, type NextRequest } from 'next/server';
import { routeSession } from '@/lib/session/sessionRouting';

// The names of lib/session/cookieStore's cookies; middleware runs on the Edge, away from nookies.
const TOKEN_COOKIE = 'DC_AGENT_TOKEN';
const USER_COOKIE = 'DC_AGENT_USER';

/**
 * /account/* without a usable token goes to /auth (remembering where the agent was going); an expired or
 * malformed token counts as none and its cookies are cleared, with "Your session has ended" on /auth. /auth
 * with a usable token goes on to `next` or the dashboard. The token's signature is not checked here (no
 * secret on the Edge): the data service refuses a forged token and the page then ends the session.
 */
export function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const route = routeSession(pathname, search, request.cookies.get(TOKEN_COOKIE)?.value);
  const response =
    route.action === 'redirect' ? NextResponse.redirect(new URL(route.location, request.url)) : NextResponse.next();
  if (route.clearCookies) {
    response.cookies.delete(TOKEN_COOKIE);
    response.cookies.delete(USER_COOKIE);
  }
  // Account pages hold customers' data: never stored, so the back button after logging out cannot show them.
  if (route.action === 'continue' && route.noStore) response.headers.set('Cache-Control', 'no-store');
  return response;
}

export const config = {
  matcher: ['/auth', '/account', '/account/:path*'],
};
