/** `application/json`, with parameters such as `; charset=utf-8` or none; case does not matter. */
export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  return header.split(';')[0].trim().toLowerCase() === 'application/json';
}

/** Refuses bytes that are not UTF-8 (a decode without `stream` keeps no state between calls, so one serves all). */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** A request body's JSON value; throws on bytes that are not UTF-8 or text that is not JSON. */
export function parseJsonBody(body: Buffer): unknown {
  return JSON.parse(UTF8.decode(body));
}
