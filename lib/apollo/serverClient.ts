import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { serverGraphqlUrl } from './config';
import { createApolloClient } from './createApolloClient';

// Server rendering waits at most this long for the data service; after that the browser fetches instead.
const SERVER_FETCH_TIMEOUT_MS = 3000;

const fetchWithTimeout: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: AbortSignal.timeout(SERVER_FETCH_TIMEOUT_MS) });

/** A fresh client for one server-side request: nothing is shared between requests. */
export function createServerApolloClient(
  options: { token?: string; initialState?: NormalizedCacheObject } = {},
): ApolloClient {
  return createApolloClient({
    uri: serverGraphqlUrl(),
    getToken: () => options.token,
    ssr: true,
    initialState: options.initialState,
    fetch: fetchWithTimeout,
  });
}
