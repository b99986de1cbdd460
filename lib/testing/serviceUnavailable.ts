import { ServerError } from '@apollo/client/errors';
import type { ServiceAvailabilityErrorCode } from '@/lib/domain/errorCodes';

/**
 * What Apollo hands a screen when the data service answers HTTP 503 (its database restarting or too busy):
 * a ServerError whose body holds the Hasura-shaped error with its code. For MockLink's `error`.
 */
export function serviceUnavailableError(code: ServiceAvailabilityErrorCode = 'database-unavailable'): ServerError {
  const seconds = code === 'database-busy' ? 1 : 5;
  const bodyText = JSON.stringify({
    errors: [{ extensions: { path: '$', code, retry_after_seconds: seconds }, message: `the database cannot serve now; send the request again in ${seconds} seconds` }],
  });
  // ServerError reads only `status` from the response; jsdom has no fetch Response to build a real one.
  return new ServerError('Response not successful: Received status code 503', { response: { status: 503 } as Response, bodyText });
}
