import { Kind, type ObjectFieldNode } from 'graphql';
import type { InputValue, ParseContext } from './context';
import type { PlanTrace } from './planTrace';
import { GRAPHQL_NAME, isNull, peelVariable, typeMismatch } from './inputValue';
import { listOf, named, nullableType, type GType } from './types';

/**
 * Small parser combinators for argument values, after Hasura's own (Hasura.GraphQL.Parser), so a
 * bad value gets the message and path Hasura would give. A parser knows its GraphQL type (for
 * messages and variable checks) and turns an InputValue into what the compiler needs.
 */
export interface InputParser<T> {
  readonly type: GType;
  parse(ctx: ParseContext, value: InputValue): T;
  /**
   * What it returns only ever becomes one SQL parameter's value and never changes a statement's shape:
   * under a plan trace, a value it read from the request's variables becomes a slot (planTrace.ts).
   */
  readonly parameter?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Scalars

const BOOLEAN = named('Boolean');
const INT = named('Int');

export const booleanParser: InputParser<boolean> = {
  type: BOOLEAN,
  parse(ctx, input) {
    const value = peelVariable(ctx, input, BOOLEAN);
    if ('ast' in value && value.ast.kind === Kind.BOOLEAN) return value.ast.value;
    if (!('ast' in value) && typeof value.json === 'boolean') return value.json;
    throw typeMismatch(ctx, 'Boolean', 'a boolean', value);
  },
};

const INT32_MAX = 2_147_483_647;

function boundedInteger(ctx: ParseContext, n: number, min: number, max: number): number {
  if (!Number.isInteger(n) || n < min || n > max) {
    throw ctx.error(
      `The value ${n} lies outside the bounds or is not an integer. Maybe it is a float, or is there integer overflow?`,
      'parse-failed',
    );
  }
  return n;
}

/** `limit`: Hasura's nonNegativeInt (the schema still calls the type `Int`). */
export const nonNegativeIntParser: InputParser<number> = {
  type: INT,
  parse(ctx, input) {
    const value = peelVariable(ctx, input, INT);
    if ('ast' in value && value.ast.kind === Kind.INT && Number(value.ast.value) >= 0) {
      return boundedInteger(ctx, Number(value.ast.value), 0, INT32_MAX);
    }
    if (!('ast' in value) && typeof value.json === 'number' && value.json >= 0) {
      return boundedInteger(ctx, value.json, 0, INT32_MAX);
    }
    throw typeMismatch(ctx, 'Int', 'a non-negative 32-bit integer', value);
  },
};

/** `offset`: Hasura's bigInt — an Int, or a 64-bit integer written as a string of digits. Kept as text. */
export const bigIntParser: InputParser<string> = {
  type: INT,
  parse(ctx, input) {
    const value = peelVariable(ctx, input, INT);
    const int64 = (text: string) => {
      const n = BigInt(text);
      if (n > 9_223_372_036_854_775_807n || n < -9_223_372_036_854_775_808n) {
        throw ctx.error(
          `The value ${text} lies outside the bounds or is not an integer. Maybe it is a float, or is there integer overflow?`,
          'parse-failed',
        );
      }
      return n.toString();
    };
    if ('ast' in value) {
      if (value.ast.kind === Kind.INT) return int64(value.ast.value);
      if (value.ast.kind === Kind.STRING && /^[0-9]+$/.test(value.ast.value)) return int64(value.ast.value);
    } else {
      if (typeof value.json === 'number') return int64(String(boundedInteger(ctx, value.json, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)));
      if (typeof value.json === 'string' && /^[0-9]+$/.test(value.json)) return int64(value.json);
    }
    throw typeMismatch(ctx, 'Int', 'a 32-bit integer, or a 64-bit integer represented as a string', value);
  },
};

export function enumParser<T>(name: string, values: readonly (readonly [string, T])[]): InputParser<T> {
  const byName = new Map(values);
  const listed = `[${values.map(([v]) => `'${v}'`).join(', ')}]`;
  const type = named(name);
  return {
    type,
    parse(ctx, input) {
      const value = peelVariable(ctx, input, type);
      let given: string | undefined;
      if ('ast' in value && value.ast.kind === Kind.ENUM) given = value.ast.value;
      if (!('ast' in value) && typeof value.json === 'string' && GRAPHQL_NAME.test(value.json)) given = value.json;
      if (given === undefined) throw typeMismatch(ctx, name, 'an enum value', value);
      if (!byName.has(given)) {
        throw ctx.error(`expected one of the values ${listed} for type '${name}', but found '${given}'`);
      }
      return byName.get(given) as T;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Combinators

/** Null means "not given" (Hasura's `nullable`): used for top-level arguments like `where` and `limit`. */
export function nullable<T>(parser: InputParser<T>): InputParser<T | undefined> {
  const type = nullableType(parser.type);
  return {
    type,
    parse(ctx, input) {
      const value = peelVariable(ctx, input, type);
      return isNull(value) ? undefined : parser.parse(ctx, value);
    },
  };
}

/** A list; a single non-null value counts as a list of one (GraphQL's input coercion). */
export function list<T>(item: InputParser<T>): InputParser<T[]> {
  const type = listOf(item.type);
  return {
    type,
    // A list of parameter values is one parameter (an array), whatever its length.
    parameter: item.parameter,
    parse(ctx, input) {
      const value = peelVariable(ctx, input, type);
      if ('ast' in value && value.ast.kind === Kind.LIST) {
        return value.ast.values.map((node, index) => ctx.withKey(index, () => item.parse(ctx, { ast: node })));
      }
      if (!('ast' in value) && Array.isArray(value.json)) {
        return value.json.map((json: unknown, index) => ctx.withKey(index, () => item.parse(ctx, { json })));
      }
      if (isNull(value)) throw ctx.error('expected a list, but found null');
      return [ctx.withKey(0, () => item.parse(ctx, value))];
    },
  };
}

/** One field of an input object or one argument of a field. */
export interface InputField<T> {
  readonly name: string;
  parse(ctx: ParseContext, value: InputValue | undefined): T;
}

/** May be left out (→ undefined); an explicit null goes to the parser, which usually rejects it. */
export function fieldOptional<T>(name: string, parser: InputParser<T>): InputField<T | undefined> {
  const location = nullableType(parser.type);
  return {
    name,
    parse(ctx, value) {
      if (value === undefined) return undefined;
      if (ctx.trace && parser.parameter) return asParameter(ctx, ctx.trace, (c) => parser.parse(c, peelVariable(c, value, location)));
      return parser.parse(ctx, peelVariable(ctx, value, location));
    },
  };
}

export function fieldRequired<T>(name: string, parser: InputParser<T>): InputField<T> {
  return {
    name,
    parse(ctx, value) {
      if (value === undefined) throw ctx.error(`missing required field '${name}'`);
      if (ctx.trace && parser.parameter) return asParameter(ctx, ctx.trace, (c) => parser.parse(c, value));
      return parser.parse(ctx, value);
    },
  };
}

/**
 * A parameter's value under a plan trace: a slot when it came from the request's variables. The slot
 * stands for the value in the IR until the statement's parameters are bound (plan/queryPlan.ts).
 */
function asParameter<T>(ctx: ParseContext, trace: PlanTrace<ParseContext>, value: (ctx: ParseContext) => T): T {
  return trace.parameter(ctx, ctx.path(), value) as T;
}

/** The given fields of an object literal or JSON object, keyed by name. */
export function objectEntries(
  ctx: ParseContext,
  typeName: string,
  value: InputValue,
): Map<string, InputValue> {
  if ('ast' in value && value.ast.kind === Kind.OBJECT) {
    return new Map(value.ast.fields.map((field: ObjectFieldNode) => [field.name.value, { ast: field.value }]));
  }
  const json = 'ast' in value ? undefined : value.json;
  if (json !== null && typeof json === 'object' && !Array.isArray(json)) {
    const entries = new Map<string, InputValue>();
    for (const [key, item] of Object.entries(json)) {
      if (!GRAPHQL_NAME.test(key)) {
        throw ctx.error(`variable value contains object with key "${key}", which is not a legal GraphQL name`);
      }
      entries.set(key, { json: item });
    }
    return entries;
  }
  throw typeMismatch(ctx, typeName, 'an object', value);
}

/**
 * Parses `entries` field by field in definition order (so results do not depend on how the caller
 * ordered keys); a key the type does not have is an error at that key.
 */
export function parseFields(
  ctx: ParseContext,
  typeName: string,
  fields: readonly InputField<unknown>[],
  entries: ReadonlyMap<string, InputValue>,
  unknownMessage: (key: string) => string = (key) => `field '${key}' not found in type: '${typeName}'`,
): Map<string, unknown> {
  const known = new Set(fields.map((f) => f.name));
  for (const key of entries.keys()) {
    if (!known.has(key)) throw ctx.withKey(key, () => ctx.error(unknownMessage(key)));
  }
  const results = new Map<string, unknown>();
  for (const field of fields) {
    const result = ctx.withKey(field.name, () => field.parse(ctx, entries.get(field.name)));
    if (result !== undefined) results.set(field.name, result);
  }
  return results;
}

export function objectParser<T>(
  typeName: string,
  fields: () => readonly InputField<unknown>[],
  build: (values: Map<string, unknown>) => T,
): InputParser<T> {
  const type = named(typeName);
  let resolved: readonly InputField<unknown>[] | undefined;
  return {
    type,
    parse(ctx, input) {
      // Fields are resolved on first use, so recursive types (`_and: [t_bool_exp!]`) can refer to themselves.
      resolved ??= fields();
      const value = peelVariable(ctx, input, type);
      return build(parseFields(ctx, typeName, resolved, objectEntries(ctx, typeName, value)));
    },
  };
}
