import type { ApolloClient } from '@apollo/client';

// The page's browser client once a screen has created it (./browserClient). Kept apart, with no Apollo
// code, so the account shell can reach it (logging out clears its cache) without loading the client.
let created: ApolloClient | undefined;

export const createdBrowserApolloClient = (): ApolloClient | undefined => created;

export function keepBrowserApolloClient(client: ApolloClient): ApolloClient {
  created = client;
  return client;
}
