import type { IncomingMessage } from 'node:http';
import type { ApolloClient } from '@apollo/client';
import { serverGraphqlUrl } from './config';
import { createApolloClient } from './createApolloClient';

// Server rendering waits at most this long for the data service; after that the browser fetches instead.
const SERVER_FETCH_TIMEOUT_MS = 3000;

/**
 * The browser's request a page is rendered for, given only for what is truly the visitor's own asking (a
 * card check): the data service counts it against their address. Reads the app server makes for every
 * visitor alike (the partner, the sign-in hint) pass none and are the server's own.
 */
export type Visitor = Pick<IncomingMessage, 'headers' | 'socket'>;

/**
 * X-Forwarded-For for the data service: the chain the visitor's request arrived with, plus the address it
 * came from. The data service trusts this server (DATA_SERVICE_TRUSTED_PROXIES) and reads the chain from
 * the right, so each visitor's own requests spend their own anonymous budget, not one shared by everyone this
 * server renders for.
 */
export function forwardedFor(visitor: Visitor): string | undefined {
  const received = visitor.headers['x-forwarded-for'];
  const hops = [...(Array.isArray(received) ? received : [received]), visitor.socket?.remoteAddress];
  const chain = hops.filter((hop): hop is string => typeof hop === 'string' && hop.trim() !== '');
  return chain.length > 0 ? chain.join(', ') : undefined;
}

function serverFetch(visitor: Visitor | undefined): typeof fetch {
  const forwarded = visitor ? forwardedFor(visitor) : undefined;
  return (input, init) => {
    const headers = new Headers(init?.headers);
    if (forwarded) headers.set('x-forwarded-for', forwarded);
    return fetch(input, { ...init, headers, signal: AbortSignal.timeout(SERVER_FETCH_TIMEOUT_MS) });
  };
}

/** A fresh client for one server-side request: nothing is shared between requests. */
export function createServerApolloClient(
  options: { token?: string; visitor?: Visitor } = {},
): ApolloClient {
  return createApolloClient({
    uri: serverGraphqlUrl(),
    getToken: () => options.token,
    ssr: true,
    fetch: serverFetch(options.visitor),
  });
}
