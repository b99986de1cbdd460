import { z } from 'zod';
import { brokenRule, normaliseInput, type InputFields } from '@/lib/actionInputs/inputFields';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { ActionError } from '../engine/actions/contract';

/**
 * Reading an action's `input`. The engine has already checked it against the GraphQL argument types;
 * these schemas check it again (a handler may one day run as a webhook) and bound every size; then the
 * action's input mapping (lib/actionInputs, the one its form sends by) checks each argument with the shared
 * validators of lib/validation and normalises it.
 */

/** Longest text any argument may carry; the rules set tighter bounds per field. */
export const MAX_TEXT_LENGTH = 2000;

export const text = z.string().max(MAX_TEXT_LENGTH);
export const optionalText = text.nullish().transform((value) => value ?? null);
export const uuid = z.string().regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'must be a uuid').transform((v) => v.toLowerCase());
export const optionalUuid = uuid.nullish().transform((value) => value ?? null);
/** Hasura's `bigint` arrives as a JSON number or, from some clients, a string of digits. */
export const bigint = z
  .union([z.number().int(), z.string().regex(/^-?\d{1,16}$/).transform(Number)], { error: 'must be a whole number' })
  .refine((value) => Number.isSafeInteger(value), 'is out of range');
export const int = z.number().int().min(-1_000_000).max(1_000_000);
/** Hasura's `date`: `YYYY-MM-DD` (real dates are checked by the rules, with their messages). */
export const date = z.string().max(10);

/** Parses `input` or throws a `validation-failed` ActionError naming the argument. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue.path.map(String).join('.');
  throw new ActionError(`${field || 'The input'} ${describeIssue(issue)}`, ACTION_ERROR_CODES.validationFailed, { field });
}

/** Zod's finding in words for a caller (only reachable past the GraphQL types: sizes, uuids, enums). */
function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_big' && issue.origin === 'string') return `is too long (at most ${String(issue.maximum)} characters)`;
  if (issue.code === 'too_big' || issue.code === 'too_small') return 'is out of range';
  if (issue.code === 'invalid_type') return `must be a ${issue.expected}`;
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.map(String).join(', ')}`;
  // Our own schemas word their messages as predicates ("must be a uuid", "is out of range").
  return issue.message;
}

/** A rule broken by one field: the validator's message, verbatim, and the field it belongs to. */
export function fieldError(field: string, message: string): ActionError {
  return new ActionError(message, ACTION_ERROR_CODES.validationFailed, { field });
}

/**
 * The arguments `fields` declares, checked with their shared rules in order (the first broken one is a
 * `fieldError` naming it by its wire name, e.g. `customer.phone`) and then normalised.
 */
export function checkedInput<Form, Input>(fields: InputFields<Form, Input>, input: NoInfer<Input>, today: string): Input {
  const broken = brokenRule(fields, input, today);
  if (broken) throw fieldError(broken.field, broken.message);
  return normaliseInput(fields, input);
}

/** Throws `fieldError` when a validator returned a message. */
export function check(field: string, message: string | undefined): void {
  if (message !== undefined) throw fieldError(field, message);
}
