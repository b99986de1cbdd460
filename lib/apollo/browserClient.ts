import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { getToken } from '@/lib/session/cookieStore';
import { endBrowserSession } from '@/lib/session/endBrowserSession';
import { publicGraphqlUrl } from './config';
import { createApolloClient } from './createApolloClient';

let browserClient: ApolloClient | undefined;

/** One client for the life of the page; state prefetched by the server for later pages is merged in. */
export function getBrowserApolloClient(serverState?: NormalizedCacheObject): ApolloClient {
  if (!browserClient) {
    browserClient = createApolloClient({
      uri: publicGraphqlUrl,
      getToken: readTokenQuietly,
      ssr: false,
      initialState: serverState,
      onSessionEnded: () => endBrowserSession(browserClient),
    });
  } else if (serverState) {
    browserClient.cache.restore({ ...(browserClient.cache.extract() as NormalizedCacheObject), ...serverState });
  }
  return browserClient;
}

function readTokenQuietly(): string | undefined {
  try {
    return getToken();
  } catch {
    // An unreadable cookie is treated as no session; the data service answers as the anonymous role.
    return undefined;
  }
}
