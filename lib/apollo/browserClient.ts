import type { ApolloClient } from '@apollo/client';
import { getToken } from '@/lib/session/cookieStore';
import { endBrowserSession } from '@/lib/session/endBrowserSession';
import { publicGraphqlUrl } from './config';
import { createApolloClient } from './createApolloClient';

let browserClient: ApolloClient | undefined;

/** One client for the life of the page, created the first time a screen needs it. */
export function getBrowserApolloClient(): ApolloClient {
  browserClient ??= createApolloClient({
    uri: publicGraphqlUrl,
    getToken: readTokenQuietly,
    ssr: false,
    onSessionEnded: () => endBrowserSession(browserClient),
  });
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
