import type { NextPageContext } from 'next';
import { loadServerPartner } from './loadServerPartner';
import type { Partner } from './getPartnerByCode';
import { requestNonce } from '@/lib/security/nonce';

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
  const partner = await loadServerPartner();
  return { ...(partner && { partner }), nonce: requestNonce(ctx.req) };
}
