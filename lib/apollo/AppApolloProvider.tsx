import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { useAppApolloClient } from './useAppApolloClient';

/**
 * The page's Apollo client for what is inside, created when a screen that needs it first renders (not in
 * pages/_app: sign-in and /verify load no GraphQL client at all). A client already provided above (a test's
 * MockedProvider) is kept.
 */
export function AppApolloProvider({ children }: { children: ReactNode }) {
  const provided = useContext(getApolloContext()).client;
  return provided ? children : <OwnClient>{children}</OwnClient>;
}

function OwnClient({ children }: { children: ReactNode }) {
  const client = useAppApolloClient();
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
