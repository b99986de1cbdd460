import {
  CombinedGraphQLErrors,
  CombinedProtocolErrors,
  ServerError,
  ServerParseError,
} from '@apollo/client/errors';
import { isServiceAvailabilityCode } from './domain/errorCodes';
import { FALLBACK_ERROR_MESSAGE, NO_ANSWER_MESSAGE, SERVICE_UNAVAILABLE_MESSAGES } from './errorMessages';

/** The axios-like error shape the spec's message rule (section 8) is written against. */
export interface RequestErrorLike {
  response?: { data?: { message?: unknown; error?: unknown; detail?: unknown } };
  data?: { message?: unknown };
  message?: unknown;
  request?: unknown;
}

// The messages live in their own module, so a screen can name them without loading this one (and Apollo's errors).
export { FALLBACK_ERROR_MESSAGE, NO_ANSWER_MESSAGE };

/** The spec's message for a failed request. Never throws, whatever was thrown. */
export function formatRequestError(error: unknown): string {
  const response = field(error, 'response');
  const body = field(response, 'data');
  if (body !== undefined && body !== null) {
    return (
      firstText(field(body, 'message'), field(body, 'error'), field(body, 'detail')) ?? FALLBACK_ERROR_MESSAGE
    );
  }
  const own = firstText(field(field(error, 'data'), 'message'), field(error, 'message'));
  if (own !== undefined) return own;
  return field(error, 'request') !== undefined ? FALLBACK_ERROR_MESSAGE : '';
}

/** Maps an Apollo Client 4 error into the shape `formatRequestError` reads. */
export function toRequestError(error: unknown): RequestErrorLike {
  if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) {
    return { response: { data: { message: error.errors[0]?.message } }, request: {} };
  }
  if (ServerError.is(error) || ServerParseError.is(error)) {
    return { response: { data: parseJsonObject(error.bodyText) ?? {} }, request: {} };
  }
  if (isNoAnswer(error)) return { request: {}, message: NO_ANSWER_MESSAGE };
  // Anything else Apollo hands over happened with no answer too.
  const message = field(error, 'message');
  return typeof message === 'string' ? { request: {}, message } : {};
}

/**
 * Whether a request got no answer at all: fetch's TypeError (offline, connection refused, a cut network,
 * CORS) or an aborted or timed-out request. Such a request may or may not have reached the service.
 */
export function isNoAnswer(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return typeof DOMException !== 'undefined' && error instanceof DOMException && NO_ANSWER_ABORTS.has(error.name);
}

const NO_ANSWER_ABORTS = new Set(['AbortError', 'TimeoutError', 'NetworkError']);

/**
 * The text to show for an Apollo operation's error: the spec's rule, except that a service which cannot
 * serve for now (HTTP 503, `database-unavailable` / `database-busy`) is said in plain words.
 */
export function formatGraphQLError(error: unknown): string {
  const code = errorCode(error);
  return isServiceAvailabilityCode(code) ? SERVICE_UNAVAILABLE_MESSAGES[code] : formatRequestError(toRequestError(error));
}

/** The first GraphQL error's `extensions.code` (e.g. `invalid-jwt`, `access-denied`), if any. */
export function errorCode(error: unknown): string | undefined {
  let errors: unknown;
  if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) {
    errors = error.errors;
  } else if (ServerError.is(error)) {
    // A non-2xx answer in plain JSON still carries the GraphQL errors in its body.
    errors = field(parseJsonObject(error.bodyText), 'errors');
  }
  const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
  const code = field(field(first, 'extensions'), 'code');
  return typeof code === 'string' && code !== '' ? code : undefined;
}

function field(value: unknown, key: string): unknown {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    // A throwing getter or a revoked proxy: treat the field as absent.
    return undefined;
  }
}

function firstText(...candidates: unknown[]): string | undefined {
  return candidates.find((c): c is string => typeof c === 'string' && c !== '');
}

function parseJsonObject(text: unknown): Record<string, unknown> | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
