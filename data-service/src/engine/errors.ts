import type { ErrorCode } from '@/lib/domain/errorCodes';

/**
 * Errors in Hasura's wire shape: `{ errors: [{ extensions: { path, code }, message }] }`, with
 * Hasura's codes and JSON paths (`$.selectionSet.partner.args.where`), so clients handle them alike.
 */

/**
 * A code the engine answers as it came: an action handler's own, as Hasura passes a webhook's
 * `extensions.code` through. Only ActionError makes one, so every other error must name an ErrorCode.
 */
export type PassedThroughCode = string & { readonly passedThrough: true };

export type PathSegment = string | number;

export class GraphqlRequestError extends Error {
  /** One of lib/domain's codes (the one list the app reads too), or an action handler's own, passed through. */
  readonly code: ErrorCode | PassedThroughCode;
  readonly path: string;
  /** Further members of `extensions`, after `path` and `code`: an action error's non-sensitive details. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    message: string,
    code: ErrorCode | PassedThroughCode = 'validation-failed',
    path: string = '$',
    details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'GraphqlRequestError';
    this.code = code;
    this.path = path;
    // `path` and `code` are the engine's to set; a detail of either name cannot replace them.
    this.details = Object.fromEntries(Object.entries(details).filter(([key]) => key !== 'path' && key !== 'code'));
  }
}

/** Formats a path as aeson does: `$.a.b[0]`, and `$['odd key']` for keys that are not identifiers. */
export function formatPath(segments: readonly PathSegment[]): string {
  let out = '$';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(segment)) out += `.${segment}`;
    else out += `['${segment.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;
  }
  return out;
}

/** Hasura puts `extensions` (path, then code) before `message`; kept, so bodies compare equal as text. */
export function errorResponseBody(errors: readonly GraphqlRequestError[]): string {
  return JSON.stringify({
    errors: errors.map((error) => ({ extensions: { path: error.path, code: error.code, ...error.details }, message: error.message })),
  });
}

/** The one-error shape of Hasura's webhooks (the action webhook, the auth hook): `{ message, extensions }`. */
export function webhookErrorBody(error: GraphqlRequestError): string {
  return JSON.stringify({ message: error.message, extensions: { code: error.code, path: error.path, ...error.details } });
}
