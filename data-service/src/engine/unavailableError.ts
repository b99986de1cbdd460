import type { ServiceAvailabilityErrorCode } from '@/lib/domain/errorCodes';
import type { DatabaseUnavailableError } from '../db/types';
import { GraphqlRequestError } from './errors';

/**
 * A request the database could not serve now, as a client sees it on every door (`/v1/graphql`, the action
 * webhook, the auth hook): HTTP 503, `Retry-After`, our words and the code, never the driver's text (that
 * goes to the log, once per outage: db/outageLog.ts).
 */
export const UNAVAILABLE_HTTP_STATUS = 503;

const WHAT_HAPPENED: Record<ServiceAvailabilityErrorCode, string> = {
  'database-unavailable': 'the database is not answering (it may be restarting)',
  'database-busy': 'the database is busy with other requests',
};

export function unavailableError(error: DatabaseUnavailableError): GraphqlRequestError {
  const seconds = error.retryAfterSeconds;
  const message = `${WHAT_HAPPENED[error.code]}; send the request again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  return new GraphqlRequestError(message, error.code, '$', { retry_after_seconds: seconds });
}

/** The response headers of a 503 answer: when to send the request again. */
export function retryAfterHeaders(seconds: number): Record<string, string> {
  return { 'retry-after': String(seconds) };
}
