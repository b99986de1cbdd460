import type { ApolloClient } from '@apollo/client';
import { useState } from 'react';
import { getBrowserApolloClient } from './browserClient';
import { createServerApolloClient } from './serverClient';

/** The page's Apollo client: a fresh one per server render, the single browser client otherwise. */
export function useAppApolloClient(): ApolloClient {
  const [client] = useState(() => (typeof window === 'undefined' ? createServerApolloClient() : getBrowserApolloClient()));
  return client;
}
