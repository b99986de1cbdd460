import { z } from 'zod';

/** A whole number from the environment, `fallback` when unset or empty (shells and .env files leave them empty). */
export function wholeNumber(range: { min: number; max?: number }, fallback: number) {
  const message = `must be a whole number from ${range.min}${range.max === undefined ? '' : ` to ${range.max}`}`;
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ message })
      .int({ message })
      .min(range.min, { message })
      .max(range.max ?? Number.MAX_SAFE_INTEGER, { message })
      .default(fallback),
  );
}
