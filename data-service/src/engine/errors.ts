/**
 * Errors in Hasura's wire shape: `{ errors: [{ extensions: { path, code }, message }] }`, with
 * Hasura's codes and JSON paths (`$.selectionSet.partner.args.where`), so clients handle them alike.
 */

export type ErrorCode =
  | 'validation-failed'
  | 'parse-failed'
  | 'not-supported'
  | 'not-found'
  | 'invalid-json'
  | 'bad-request'
  | 'unexpected-payload'
  | 'constraint-violation'
  | 'permission-error'
  | 'data-exception'
  | 'concurrent-update'
  // Authentication (src/auth): bad token, bad claims, role or admin secret refused, bad headers.
  | 'invalid-jwt'
  | 'jwt-invalid-claims'
  | 'jwt-missing-role-claims'
  // A JWT naming the admin role (default or allowed): admin is reachable only with the admin secret.
  | 'jwt-admin-role-refused'
  | 'access-denied'
  | 'invalid-headers'
  | 'unexpected';

export type PathSegment = string | number;

export class GraphqlRequestError extends Error {
  /** One of Hasura's codes; an action handler's error (ActionError) may bring its own. */
  readonly code: ErrorCode | string;
  readonly path: string;
  /** Further members of `extensions`, after `path` and `code`: an action error's non-sensitive details. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    message: string,
    code: ErrorCode | string = 'validation-failed',
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
