import { ApolloClient, ApolloLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { createAuthLink, createHttpLink, createRetryLink, createSessionEndLink } from './links';

export interface ApolloClientOptions {
  uri: string;
  getToken: () => string | undefined;
  /** Server rendering: one attempt (the browser retries), no refetch on hydration. */
  ssr: boolean;
  initialState?: NormalizedCacheObject;
  fetch?: typeof fetch;
  /** Called when the data service refuses the token (browser only: the server redirects instead). */
  onSessionEnded?: () => void;
}

export function createApolloClient({ uri, getToken, ssr, initialState, fetch, onSessionEnded }: ApolloClientOptions): ApolloClient {
  const links = [createAuthLink(getToken), createHttpLink(uri, fetch)];
  if (onSessionEnded) links.unshift(createSessionEndLink(onSessionEnded));
  const cache = new InMemoryCache();
  if (initialState) cache.restore(initialState);
  return new ApolloClient({
    ssrMode: ssr,
    link: ApolloLink.from(ssr ? links : [createRetryLink(), ...links]),
    cache,
    // Right after hydration, serve what the server already fetched instead of asking again.
    ssrForceFetchDelay: ssr ? undefined : 1000,
  });
}
