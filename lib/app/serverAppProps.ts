import type { NextPageContext } from 'next';
import { loadServerPartner } from '@/components/partner/loadServerPartner';
import type { Partner } from '@/components/partner/getPartnerByCode';
import { createServerApolloClient } from '@/lib/apollo/serverClient';
import { requestNonce } from '@/lib/security/nonce';
import { serverCookieStore } from '@/lib/session/serverCookieStore';

export interface ServerAppProps {
  /** Absent when the data service could not be asked and this server never received it. */
  partner?: Partner;
  /** The Content-Security-Policy nonce the middleware gave this request. */
  nonce?: string;
}

/**
 * What pages/_app adds to every server render: the partner (so the first paint is the page, with no
 * GraphQL client in the browser) and the nonce. Server-only: _app loads it with `await import()`, so
 * none of this reaches the browser's bundle.
 */
export async function serverAppProps(ctx: NextPageContext): Promise<ServerAppProps> {
  const client = createServerApolloClient({ token: readToken(ctx), visitor: ctx.req });
  const partner = await loadServerPartner(client);
  return { ...(partner && { partner }), nonce: requestNonce(ctx.req) };
}

// The partner is public: an unreadable cookie asks as the anonymous role.
function readToken(ctx: NextPageContext): string | undefined {
  try {
    return serverCookieStore(ctx).getToken();
  } catch {
    return undefined;
  }
}
