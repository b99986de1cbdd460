import type { ServiceAvailabilityErrorCode } from '@/lib/domain/errorCodes';

/** What a failure with nothing better to say says (spec section 8). */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

/** What a request that got no answer at all says, instead of the browser's own words ("Failed to fetch"). */
export const NO_ANSWER_MESSAGE = 'The service could not be reached. Check the internet connection and try again.';

/**
 * What a request says when the data service could not serve it for now (HTTP 503): its database restarting,
 * or too busy. The same request may be sent again (with its idempotency key, it never acts twice); every form
 * keeps what was entered.
 */
export const SERVICE_UNAVAILABLE_MESSAGES: Readonly<Record<ServiceAvailabilityErrorCode, string>> = {
  'database-unavailable': 'The service is briefly unavailable. Please try again in a few seconds.',
  'database-busy': 'The service is very busy right now. Please try again in a few seconds.',
};
