import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { createAuthLink, createHttpLink, createRetryLink, createSessionEndLink } from './links';

export interface ApolloClientOptions {
  uri: string;
  getToken: () => string | undefined;
  /** Server rendering: one attempt (the browser retries). */
  ssr: boolean;
  fetch?: typeof fetch;
  /** Called when the data service refuses the token (browser only: the server redirects instead). */
  onSessionEnded?: () => void;
}

export function createApolloClient({ uri, getToken, ssr, fetch, onSessionEnded }: ApolloClientOptions): ApolloClient {
  const links = [createAuthLink(getToken), createHttpLink(uri, fetch)];
  if (onSessionEnded) links.unshift(createSessionEndLink(onSessionEnded));
  return new ApolloClient({
    ssrMode: ssr,
    link: ApolloLink.from(ssr ? links : [createRetryLink(), ...links]),
    cache: new InMemoryCache(),
  });
}
