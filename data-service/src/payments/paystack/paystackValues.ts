import { z } from 'zod';

/** Paystack's amounts are in kobo, sent back as a number and in some events as a string ("5000"). */
export const kobo = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(/^\d+$/)
    .transform((text) => Number(text)),
]);

/** Paystack's ids are numbers (a few events give strings); we keep them as text. */
export const paystackId = z.union([z.number(), z.string()]).transform((value) => String(value));

/**
 * `metadata` comes back as an object, a JSON string, `""` or `0` depending on how it was sent and on the
 * endpoint (documented examples show all four): an object, or `{}`.
 */
export const paystackMetadata = z.unknown().transform((value): Record<string, unknown> => {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // Not JSON after all: nothing to keep.
    }
  }
  return {};
});

/** Our currency: the data service charges in naira, amounts in kobo. */
export const CURRENCY = 'NGN';
