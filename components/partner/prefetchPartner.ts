import type { ApolloClient } from '@apollo/client';
import { activePartnerCode } from '@/brands/active';
import { GetPartnerByCode } from './getPartnerByCode';

/**
 * Loads the partner into the client's cache during server rendering so the first paint is the page, not a
 * spinner. A failure is left for the browser, which retries and shows the error if it persists.
 */
export async function prefetchPartner(client: ApolloClient): Promise<void> {
  try {
    await client.query({ query: GetPartnerByCode, variables: { code: activePartnerCode }, fetchPolicy: 'network-only' });
  } catch {
    // Deliberately quiet: the browser's own attempt reports the error to the agent.
  }
}
