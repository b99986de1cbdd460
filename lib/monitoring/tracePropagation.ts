/**
 * Where trace headers (`sentry-trace`, `baggage`) may go, in the browser and from the app server alike:
 * localhost and the SDK template's placeholder API host (spec section 7). Anchored to the start of the
 * URL, so another host whose address merely contains "localhost" gets none.
 */
export const tracePropagationTargets: RegExp[] = [/^https?:\/\/localhost(?::\d+)?(?:[/?#]|$)/, /^https:\/\/yourserver\.io\/api/];
