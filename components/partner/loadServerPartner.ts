import type { ApolloClient } from '@apollo/client';
import { activePartnerCode } from '@/brands/active';
import { GetPartnerByCode, type Partner } from './getPartnerByCode';

// The last partner record this server received: public, the same for every request (one partner code
// per build), so a data service that stops answering does not take the app off the agents' screens.
let lastReceived: Partner | undefined;

/**
 * The partner for the server render, so the first paint is the page, not a spinner (and the browser needs
 * no GraphQL client to show it). When the data service does not answer, the partner this server last
 * received; with none (or no such partner), undefined: the browser's partner gate asks and says why.
 */
export async function loadServerPartner(client: ApolloClient): Promise<Partner | undefined> {
  try {
    const { data } = await client.query({ query: GetPartnerByCode, variables: { code: activePartnerCode }, fetchPolicy: 'network-only' });
    const partner = data?.partner[0]?.id ? data.partner[0] : undefined;
    if (partner) lastReceived = partner;
    return partner;
  } catch {
    return lastReceived;
  }
}
