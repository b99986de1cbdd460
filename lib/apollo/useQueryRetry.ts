import { NetworkStatus } from '@apollo/client';
import { useState } from 'react';
import { formatGraphQLError } from '@/lib/errors';
import { useAutoRetry } from '@/lib/network/useAutoRetry';

/** The parts of a `useQuery` result a failed load needs. */
export interface RetriableQuery {
  error?: unknown;
  networkStatus: NetworkStatus;
  refetch: () => Promise<unknown>;
}

export interface QueryRetry {
  /**
   * The failure in plain words for the agent (never the browser's own); kept while a retry runs (Apollo
   * clears the error then) so the screen does not flash its loading state between attempts.
   */
  errorMessage?: string;
  retrying: boolean;
  /** "Try again": asks the data service again. */
  retry: () => void;
}

/**
 * A query's failure as every screen shows it: the message, "Try again", and retries by itself (with
 * backoff, and at once when the browser is back online) until an answer comes.
 */
export function useQueryRetry({ error, networkStatus, refetch }: RetriableQuery): QueryRetry {
  const retrying = networkStatus === NetworkStatus.refetch;
  const [lastError, setLastError] = useState(error);
  if (error !== undefined && error !== lastError) setLastError(error);
  if (error === undefined && !retrying && lastError !== undefined) setLastError(undefined);
  const failure = error ?? (retrying ? lastError : undefined);

  const retry = () => void refetch().catch(() => undefined);
  useAutoRetry({ failed: failure !== undefined, retrying, retry });
  return { errorMessage: failure === undefined ? undefined : formatGraphQLError(failure), retrying, retry };
}
