import { ApolloProvider } from '@apollo/client/react';
import type { ComponentType } from 'react';
import { useAppApolloClient } from './useAppApolloClient';

/**
 * `Screen` with the page's Apollo client, created when a screen that needs it first renders (not in
 * pages/_app or the account shell: a page whose server render had everything loads no GraphQL client).
 */
export function withAppApollo<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function WithAppApollo(props: P) {
    const client = useAppApolloClient();
    return (
      <ApolloProvider client={client}>
        <Screen {...props} />
      </ApolloProvider>
    );
  }
  WithAppApollo.displayName = `withAppApollo(${Screen.displayName ?? Screen.name})`;
  return WithAppApollo;
}
