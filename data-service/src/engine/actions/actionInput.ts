import { Kind, type InputValueDefinitionNode, type TypeNode } from 'graphql';
import { toPgParameter } from '../parse/columnValue';
import type { InputValue, ParseContext } from '../parse/context';
import {
  booleanParser,
  enumParser,
  fieldRequired,
  list,
  objectParser,
  type InputField,
  type InputParser,
} from '../parse/inputParsers';
import { isNull, peelVariable, toJson, typeMismatch } from '../parse/inputValue';
import { named, nullableType } from '../parse/types';
import { ENGINE_SCALARS, kindOfType, type ActionModel, type CustomTypes } from './actionModel';

/**
 * Parsers for action arguments, built from the SDL types: they check a value (literal or variable)
 * as Hasura's action schema does, and give the handler plain JSON — omitted optional fields absent,
 * explicit nulls kept, engine scalars checked like column values (a `uuid` must be a UUID).
 */

// Argument parsers of each action, built on first use.
const argumentFields = new WeakMap<ActionModel, InputField<unknown>[]>();

/** The parsers of an action's arguments, the same for a GraphQL field and a webhook's `input`. */
export function argumentFieldsOf(action: ActionModel): readonly InputField<unknown>[] {
  let fields = argumentFields.get(action);
  if (!fields) {
    fields = action.arguments.map((definition) => inputField(action.types, definition));
    argumentFields.set(action, fields);
  }
  return fields;
}

/** One argument (or input object field) of an SDL definition. */
export function inputField(types: CustomTypes, definition: InputValueDefinitionNode): InputField<unknown> {
  const name = definition.name.value;
  const parser = inputParser(types, definition.type);
  const defaultValue = definition.defaultValue;
  if (definition.type.kind === Kind.NON_NULL_TYPE && !defaultValue) return fieldRequired(name, parser);
  const location = nullableType(parser.type);
  return {
    name,
    parse(ctx, value) {
      if (value === undefined) return defaultValue ? parser.parse(ctx, { ast: defaultValue }) : undefined;
      return parser.parse(ctx, peelVariable(ctx, value, location, defaultValue !== undefined));
    },
  };
}

// Built once per set of custom types: input objects may refer to each other (and to themselves).
const namedParsers = new WeakMap<CustomTypes, Map<string, InputParser<unknown>>>();

export function inputParser(types: CustomTypes, type: TypeNode): InputParser<unknown> {
  switch (type.kind) {
    case Kind.NON_NULL_TYPE:
      return nonNullParser(types, type.type);
    default:
      return nullOrValue(nonNullParser(types, type));
  }
}

function nonNullParser(types: CustomTypes, type: Exclude<TypeNode, { kind: Kind.NON_NULL_TYPE }>): InputParser<unknown> {
  if (type.kind === Kind.LIST_TYPE) return list(inputParser(types, type.type));
  let parsers = namedParsers.get(types);
  if (!parsers) {
    parsers = new Map();
    namedParsers.set(types, parsers);
  }
  const name = type.name.value;
  let parser = parsers.get(name);
  if (!parser) {
    parser = namedParser(types, name);
    parsers.set(name, parser);
  }
  return parser;
}

/** A nullable place: null is passed on as null (not "not given", unlike a table field's `where`). */
function nullOrValue<T>(parser: InputParser<T>): InputParser<T | null> {
  const type = nullableType(parser.type);
  return {
    type,
    parse(ctx, input) {
      const value = peelVariable(ctx, input, type);
      return isNull(value) ? null : parser.parse(ctx, value);
    },
  };
}

function namedParser(types: CustomTypes, name: string): InputParser<unknown> {
  switch (kindOfType(types, name)) {
    case 'scalar':
      return scalarParser(name);
    case 'enum': {
      const values = types.enums.get(name)?.values ?? [];
      return enumParser(name, values.map((v) => [v.name.value, v.name.value] as const));
    }
    case 'input': {
      const fields = types.inputs.get(name)?.fields ?? [];
      return objectParser(
        name,
        () => fields.map((field) => inputField(types, field)),
        (values) => Object.fromEntries(values),
      );
    }
    default:
      // parseActions checked every type; only a registry bug gets here.
      throw new Error(`action input type ${name} is not an input type`);
  }
}

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

function int32(ctx: ParseContext, n: number): number {
  if (!Number.isInteger(n) || n < INT32_MIN || n > INT32_MAX) {
    throw ctx.error(
      `The value ${n} lies outside the bounds or is not an integer. Maybe it is a float, or is there integer overflow?`,
      'parse-failed',
    );
  }
  return n;
}

function scalarParser(name: string): InputParser<unknown> {
  const type = named(name);
  // Each reads the value (a variable replaced by its value) and checks it.
  const read = (parse: (ctx: ParseContext, value: InputValue) => unknown): InputParser<unknown> => ({
    type,
    parse: (ctx, input) => parse(ctx, peelVariable(ctx, input, type)),
  });
  switch (name) {
    case 'String':
      return read((ctx, value) => {
        if ('ast' in value ? value.ast.kind === Kind.STRING : typeof value.json === 'string') return toJson(ctx, value);
        throw typeMismatch(ctx, name, 'a string', value);
      });
    case 'Int':
      return read((ctx, value) => {
        if ('ast' in value ? value.ast.kind === Kind.INT : typeof value.json === 'number') return int32(ctx, toJson(ctx, value) as number);
        throw typeMismatch(ctx, name, 'a 32-bit integer', value);
      });
    case 'Float':
      return read((ctx, value) => {
        const numeric = 'ast' in value ? value.ast.kind === Kind.INT || value.ast.kind === Kind.FLOAT : typeof value.json === 'number';
        if (numeric) return toJson(ctx, value);
        throw typeMismatch(ctx, name, 'a float', value);
      });
    case 'ID':
      return read((ctx, value) => {
        if ('ast' in value ? value.ast.kind === Kind.STRING : typeof value.json === 'string') return toJson(ctx, value);
        if ('ast' in value ? value.ast.kind === Kind.INT : typeof value.json === 'number') return String(int32(ctx, toJson(ctx, value) as number));
        throw typeMismatch(ctx, name, 'a String or a 32-bit integer', value);
      });
    case 'Boolean':
      return booleanParser;
  }
  const pgType = ENGINE_SCALARS.get(name);
  return read((ctx, value) => {
    const json = toJson(ctx, value);
    if (json === null) throw ctx.error(`unexpected null value for type '${name}'`);
    if (!pgType) return json; // a scalar only the SDL declares: any JSON, as Hasura's custom scalars
    const checked = toPgParameter(ctx, pgType, json);
    // The handler gets the value as Hasura would forward it: numbers as numbers, UUIDs lower-cased.
    switch (pgType) {
      case 'uuid':
        return (checked as string).toLowerCase();
      case 'bigint':
      case 'integer':
      case 'numeric': {
        const n = Number(checked);
        return Number.isSafeInteger(n) || (pgType === 'numeric' && Number.isFinite(n)) ? n : checked;
      }
      default:
        return json;
    }
  });
}
