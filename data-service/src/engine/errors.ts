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
  | 'unexpected';

export type PathSegment = string | number;

export class GraphqlRequestError extends Error {
  readonly code: ErrorCode;
  readonly path: string;

  constructor(message: string, code: ErrorCode = 'validation-failed', path: string = '$') {
    super(message);
    this.name = 'GraphqlRequestError';
    this.code = code;
    this.path = path;
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
    errors: errors.map((error) => ({ extensions: { path: error.path, code: error.code }, message: error.message })),
  });
}
