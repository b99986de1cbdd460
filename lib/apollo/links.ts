import { ApolloLink, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { endsSession } from '@/lib/session/endsSession';

/** The spec's retry policy: 3 attempts in all, on any error, backoff from 300 ms with jitter and no cap. */
export const retryPolicy = {
  attempts: { max: 3, retryIf: (error: unknown) => Boolean(error) },
  delay: { initial: 300, max: Infinity, jitter: true },
} satisfies RetryLink.Options;

export function createRetryLink(): ApolloLink {
  return new RetryLink(retryPolicy);
}

/** Adds `Authorization: Bearer <token>` when a token exists; read on every attempt so a retry sees the latest. */
export function createAuthLink(getToken: () => string | undefined): ApolloLink {
  return new SetContextLink((prevContext) => {
    const token = getToken();
    if (!token) return {};
    return { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } };
  });
}

export function createHttpLink(uri: string, fetchImpl?: typeof fetch): ApolloLink {
  return new HttpLink({ uri, headers: { 'content-type': 'application/json' }, fetch: fetchImpl });
}

/**
 * Calls `onSessionEnded` when the data service refuses the token an operation carried (`invalid-jwt`,
 * `access-denied`). Operations sent without a token (sign-in, the partner) never end a session.
 */
export function createSessionEndLink(onSessionEnded: () => void): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    const headers: unknown = operation.getContext().headers;
    const sentToken = typeof headers === 'object' && headers !== null && 'authorization' in headers;
    if (sentToken && endsSession(error)) onSessionEnded();
  });
}
