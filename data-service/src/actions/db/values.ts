/** Column values as either driver returns them (pg gives bigint as text, PGlite as number). */
export function toNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : Number(String(value));
  if (!Number.isSafeInteger(n)) throw new Error(`expected a whole number from the database, got ${String(value)}`);
  return n;
}

export function toNumberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : toNumber(value);
}

/** A jsonb array of strings (a plan's `covers`), whether the driver parsed it or handed over its text. */
export function toStringList(value: unknown): string[] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? parsed.map(String) : [];
}
