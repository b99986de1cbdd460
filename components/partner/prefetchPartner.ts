import type { ApolloClient } from '@apollo/client';
import { activePartnerCode } from '@/brands/active';
import { GetPartnerByCode, type GetPartnerByCodeQuery } from './getPartnerByCode';

// The last partner record this server received: public, the same for every request (one partner code
// per build), so a data service that stops answering does not take the app off the agents' screens.
let lastReceived: GetPartnerByCodeQuery | undefined;

/**
 * Loads the partner into the client's cache during server rendering so the first paint is the page, not a
 * spinner. When the data service does not answer, the partner this server last received is used instead
 * (the browser refreshes it); with none, the browser retries and shows the error if it persists.
 */
export async function prefetchPartner(client: ApolloClient): Promise<void> {
  const variables = { code: activePartnerCode };
  try {
    const { data } = await client.query({ query: GetPartnerByCode, variables, fetchPolicy: 'network-only' });
    if (data?.partner[0]?.id) lastReceived = data;
  } catch {
    if (lastReceived) client.writeQuery({ query: GetPartnerByCode, variables, data: lastReceived });
  }
}
