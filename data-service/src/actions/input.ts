import { MAX_TEXT_LENGTH, type ActionDeclaration, type HandlerInput, type TypeRef } from '@/lib/actions/declareAction';
import { argsOf, type AnyArg, type AnyArgs } from '@/lib/actions/args';
import { brokenRule, normaliseInput, withUnusedAsNull } from '@/lib/actions/inputFields';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { ActionError } from '../engine/actions/contract';

/**
 * Reading an action's `input` by its declaration (lib/actions). The engine has already checked it against
 * the GraphQL argument types; it is checked again here (a handler may one day run as a webhook) with every
 * size bounded, then each argument with its shared rule (the first broken one named by its wire name, e.g.
 * `customer.phone`), and normalised.
 */

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/** Hasura's `bigint` arrives as a JSON number or, from some clients, a string of digits. */
const BIGINT_TEXT = /^-?\d{1,16}$/;
const INT_RANGE = 1_000_000;
/** Hasura's `date`: `YYYY-MM-DD` (real dates are checked by the rules, with their messages). */
const DATE_LENGTH = 10;
/** Most values one list argument may carry (a claim's photos, a sale's inspection photos). */
export const MAX_LIST_LENGTH = 20;

/**
 * A value of the wrong shape: what is wrong, said of the argument (`amount_kobo must be a whole number`), in
 * the words the service answered with when zod checked the shapes (`must be a int` included).
 */
class ShapeError extends Error {
  constructor(
    readonly path: string[],
    readonly problem: string,
  ) {
    super(problem);
  }
}

const tooLong = (max: number) => `is too long (at most ${String(max)} characters)`;

function readText(value: unknown, path: string[], max: number): string {
  if (typeof value !== 'string') throw new ShapeError(path, 'must be a string');
  if (value.length > max) throw new ShapeError(path, tooLong(max));
  return value;
}

function readScalar(scalar: string, value: unknown, path: string[], arg: AnyArg | undefined): unknown {
  switch (scalar) {
    case 'uuid': {
      const text = readText(value, path, Number.POSITIVE_INFINITY);
      if (!UUID.test(text)) throw new ShapeError(path, 'must be a uuid');
      return text.toLowerCase();
    }
    case 'bigint': {
      const whole = Number.isInteger(value) ? (value as number) : typeof value === 'string' && BIGINT_TEXT.test(value) ? Number(value) : undefined;
      if (whole === undefined) throw new ShapeError(path, 'must be a whole number');
      if (!Number.isSafeInteger(whole)) throw new ShapeError(path, 'is out of range');
      return whole;
    }
    case 'Int':
      if (typeof value !== 'number') throw new ShapeError(path, 'must be a number');
      if (!Number.isInteger(value)) throw new ShapeError(path, 'must be a int');
      if (Math.abs(value) > INT_RANGE) throw new ShapeError(path, 'is out of range');
      return value;
    case 'Boolean':
      if (typeof value !== 'boolean') throw new ShapeError(path, 'must be true or false');
      return value;
    case 'date':
      return readText(value, path, DATE_LENGTH);
    default:
      return readText(value, path, arg?.maxLength ?? MAX_TEXT_LENGTH);
  }
}

function readValue(type: TypeRef, value: unknown, path: string[], arg: AnyArg | undefined): unknown {
  const nonNull = typeof type === 'string' ? type.endsWith('!') : type.kind === 'non-null';
  if (!nonNull && (value === null || value === undefined)) return null;
  if (typeof type === 'string') return readScalar(type.replace(/!$/, ''), value, path, arg);
  const named = type.kind === 'non-null' ? type.of : type;
  if (named.kind === 'enum') {
    if (!named.values.includes(value as string)) throw new ShapeError(path, `must be one of ${named.values.join(', ')}`);
    return value;
  }
  if (named.kind === 'input') return readFields(named.args as AnyArgs, value, path);
  if (named.kind === 'list') {
    if (!Array.isArray(value)) throw new ShapeError(path, 'must be a list');
    if (value.length > MAX_LIST_LENGTH) throw new ShapeError(path, `has too many values (at most ${String(MAX_LIST_LENGTH)})`);
    return value.map((item: unknown, index) => readValue(named.of, item, [...path, String(index)], arg));
  }
  throw new Error(`an argument of type ${named.kind} cannot be read`);
}

function readFields(args: AnyArgs, value: unknown, path: string[]): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ShapeError(path, 'must be a object');
  const values = value as Record<string, unknown>;
  const read = Object.fromEntries(argsOf({ args }).map(([name, arg]) => [name, readValue(arg.type, values[name], [...path, name], arg)]));
  return withUnusedAsNull(args, read);
}

const IDEMPOTENCY_KEY: AnyArg = { type: 'uuid!' };

/** The arguments `action` declares, read from `rawInput`: the idempotency key first when it takes one. */
function readShape(action: ActionDeclaration, rawInput: unknown): Record<string, unknown> {
  const args: AnyArgs = action.idempotent ? { idempotency_key: IDEMPOTENCY_KEY, ...(action.args as AnyArgs) } : (action.args as AnyArgs);
  try {
    return readFields(args, rawInput, []);
  } catch (error) {
    if (!(error instanceof ShapeError)) throw error;
    const field = error.path.join('.');
    throw new ActionError(`${field || 'The input'} ${error.problem}`, ACTION_ERROR_CODES.validationFailed, { field });
  }
}

/**
 * `action`'s input from what arrived: each argument of the GraphQL type declared (text at most
 * MAX_TEXT_LENGTH or its own bound, uuids in lower case, a bigint as a number or a digit string), then
 * checked with its shared rule and normalised. Throws a `validation-failed` ActionError naming the argument.
 */
export function readInput<Action extends ActionDeclaration>(action: Action, rawInput: unknown, today: string): HandlerInput<Action> {
  const input = readShape(action, rawInput);
  const broken = brokenRule(action, input as never, today);
  if (broken) throw fieldError(broken.field, broken.message);
  return { ...input, ...normaliseInput(action, input as never) } as HandlerInput<Action>;
}

/** A rule broken by one field: the validator's message, verbatim, and the field it belongs to. */
export function fieldError(field: string, message: string): ActionError {
  return new ActionError(message, ACTION_ERROR_CODES.validationFailed, { field });
}

/** Throws `fieldError` when a validator returned a message. */
export function check(field: string, message: string | undefined): void {
  if (message !== undefined) throw fieldError(field, message);
}
