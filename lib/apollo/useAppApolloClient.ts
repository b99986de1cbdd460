import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { useState } from 'react';
import { getBrowserApolloClient } from './browserClient';
import { createServerApolloClient } from './serverClient';

/** The page's Apollo client: a fresh one per server render, the single browser client otherwise. */
export function useAppApolloClient(serverState?: NormalizedCacheObject): ApolloClient {
  const [client] = useState(() =>
    typeof window === 'undefined'
      ? createServerApolloClient({ initialState: serverState })
      : getBrowserApolloClient(serverState),
  );
  return client;
}
