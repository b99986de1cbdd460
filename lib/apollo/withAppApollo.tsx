import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, type ComponentType, type ReactNode } from 'react';
import { useAppApolloClient } from './useAppApolloClient';

/**
 * `Screen` with the page's Apollo client, created when a screen that needs it first renders (not in
 * pages/_app or the account shell: a page whose server render had everything loads no GraphQL client).
 * A client already provided above (a test's MockedProvider) is kept.
 */
export function withAppApollo<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function WithAppApollo(props: P) {
    const provided = useContext(getApolloContext()).client;
    return provided ? <Screen {...props} /> : <OwnClient><Screen {...props} /></OwnClient>;
  }
  WithAppApollo.displayName = `withAppApollo(${Screen.displayName ?? Screen.name})`;
  return WithAppApollo;
}

function OwnClient({ children }: { children: ReactNode }) {
  const client = useAppApolloClient();
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
