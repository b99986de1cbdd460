import { createHash } from 'node:crypto';

/**
 * A fingerprint of an action's request, stored with its idempotency key: a retry must send the same
 * request to get the first answer back. Keys are sorted so the order fields arrive in does not matter.
 */
export function requestHash(action: string, request: unknown): string {
  return createHash('sha256').update(`${action}\n${canonicalJson(request)}`).digest('hex');
}

export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
