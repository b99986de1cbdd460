const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from a URL can be a record's id at all (the data service refuses a malformed uuid). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
