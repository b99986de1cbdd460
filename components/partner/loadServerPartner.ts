import { activePartnerCode } from '@/brands/active';
import { createServerApolloClient } from '@/lib/apollo/serverClient';
import { PUBLIC_READ_TTL_MS, sharedReadCache } from '@/lib/server/sharedReadCache';
import { GetPartnerByCode, type Partner } from './getPartnerByCode';

// The last partner record this server received: public, the same for every request (one partner code
// per build), so a data service that stops answering does not take the app off the agents' screens.
let lastReceived: Partner | undefined;

// The app server's own read, shared by every page it renders: asked signed out and without any visitor's
// address, so it is never charged to the phones behind one mobile network's address (docs/decisions.md).
const readPartner = sharedReadCache(
  async () => {
    const { data } = await createServerApolloClient().query({
      query: GetPartnerByCode,
      variables: { code: activePartnerCode },
      fetchPolicy: 'network-only',
    });
    return data?.partner[0]?.id ? data.partner[0] : undefined;
  },
  { ttlMs: PUBLIC_READ_TTL_MS },
);

/**
 * The partner for the server render, so the first paint is the page, not a spinner (and the browser needs
 * no GraphQL client to show it). When the data service does not answer, the partner this server last
 * received; with none (or no such partner), undefined: the browser's partner gate asks and says why.
 */
export async function loadServerPartner(): Promise<Partner | undefined> {
  try {
    const partner = await readPartner();
    if (partner) lastReceived = partner;
    return partner;
  } catch {
    return lastReceived;
  }
}
