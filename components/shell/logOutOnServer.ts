import type { ApolloClient } from '@apollo/client';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import { Logout } from './logout';

/**
 * Asks the data service to end the agent's sessions (so a copied token stops working), through the page's
 * client (created now if no screen needed one yet), and returns that client once it answered or failed.
 * Loaded only when the agent logs out (useLogOut).
 */
export async function logOutOnServer(): Promise<ApolloClient> {
  const client = getBrowserApolloClient();
  await client.mutate({ mutation: Logout }).catch(() => undefined);
  return client;
}
