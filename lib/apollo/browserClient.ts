import type { ApolloClient } from '@apollo/client';
import { getToken } from '@/lib/session/cookieStore';
import { endBrowserSession } from '@/lib/session/endBrowserSession';
import { publicGraphqlUrl } from './config';
import { createdBrowserApolloClient, keepBrowserApolloClient } from './browserClientSlot';
import { createApolloClient } from './createApolloClient';

/** One client for the life of the page, created the first time a screen needs it. */
export function getBrowserApolloClient(): ApolloClient {
  return (
    createdBrowserApolloClient() ??
    keepBrowserApolloClient(
      createApolloClient({
        uri: publicGraphqlUrl,
        getToken: readTokenQuietly,
        ssr: false,
        onSessionEnded: () => endBrowserSession(createdBrowserApolloClient()),
      }),
    )
  );
}

function readTokenQuietly(): string | undefined {
  try {
    return getToken();
  } catch {
    // An unreadable cookie is treated as no session; the data service answers as the anonymous role.
    return undefined;
  }
}
