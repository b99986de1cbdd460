import type { z } from 'zod';
import { GatewayUnavailableError } from '../gateway';

/**
 * Reads an answer's `data` with its schema. An answer Paystack gave but we cannot read is not a refusal:
 * the call may have taken effect, so it is "unavailable" and the caller verifies or tries again later.
 */
export function readAnswer<Schema extends z.ZodType>(schema: Schema, data: unknown, operation: string): z.output<Schema> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  // Paths only: values may hold personal data.
  const where = parsed.error.issues
    .slice(0, 3)
    .map((issue) => issue.path.join('.') || '(data)')
    .join(', ');
  throw new GatewayUnavailableError(`Paystack's answer to ${operation} could not be read (${where})`);
}
