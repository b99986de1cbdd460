import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { useEffect, useState, type ReactNode } from 'react';
import { keepBrowserApolloClient } from '@/lib/apollo/browserClientSlot';

export interface MockedApolloProps {
  mocks?: readonly MockLink.MockedResponse[];
  children: ReactNode;
}

/**
 * MockedProvider as the page's client: the same client (a bare cache, no default options, stopped on
 * unmount), also kept where the app finds its browser client, so the screen's queries and the requests
 * loaded on demand (getBrowserApolloClient) both answer from `mocks`. Each render has a fresh client.
 */
export function MockedApollo({ mocks = [], children }: MockedApolloProps) {
  const [client] = useState(() => keepBrowserApolloClient(new ApolloClient({ cache: new InMemoryCache(), link: new MockLink(mocks) })));
  useEffect(() => () => client.stop(), [client]);
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
