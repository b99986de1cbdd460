/** What a failure with nothing better to say says (spec section 8). */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

/** What a request that got no answer at all says, instead of the browser's own words ("Failed to fetch"). */
export const NO_ANSWER_MESSAGE = 'The service could not be reached. Check the internet connection and try again.';
