import { NextResponse, type NextRequest } from 'next/server';

// The same name as lib/session/cookieStore's TOKEN_COOKIE; middleware runs on the Edge, away from nookies.
const TOKEN_COOKIE = 'DC_AGENT_TOKEN';

/** Sends any /account request without the agent token to /auth, remembering where the agent was going. */
export function middleware(request: NextRequest) {
  if (request.cookies.get(TOKEN_COOKIE)?.value) return NextResponse.next();
  const signIn = new URL('/auth', request.url);
  signIn.searchParams.set('next', `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.redirect(signIn);
}

export const config = {
  matcher: ['/account', '/account/:path*'],
};
