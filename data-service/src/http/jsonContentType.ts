/** `application/json`, with parameters such as `; charset=utf-8` or none; case does not matter. */
export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  return header.split(';')[0].trim().toLowerCase() === 'application/json';
}
