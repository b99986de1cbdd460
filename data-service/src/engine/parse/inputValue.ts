import { Kind, type ValueNode } from 'graphql';
import type { InputValue, ParseContext } from './context';
import { isVariableUsageAllowed, renderType, type GType } from './types';

// Reading an argument value, literal or from variables, the way Hasura's parsers read it.

export const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** Replaces a `$variable` by its value, after checking the variable's type fits this place. */
export function peelVariable(ctx: ParseContext, value: InputValue, location: GType, locationHasDefault = false): InputValue {
  if (!('ast' in value) || value.ast.kind !== Kind.VARIABLE) return value;
  const name = value.ast.name.value;
  const binding = ctx.variables.get(name);
  if (!binding) throw ctx.error(`unbound variable "${name}"`);
  if (!isVariableUsageAllowed(location, binding.type, locationHasDefault, binding.hasNonNullDefault)) {
    throw ctx.error(
      `variable '${name}' is declared as '${renderType(binding.type)}', but used where '${renderType(location)}' is expected`,
    );
  }
  ctx.trace?.read(name);
  return binding.value;
}

export function isNull(value: InputValue): boolean {
  return 'ast' in value ? value.ast.kind === Kind.NULL : value.json === null;
}

/** How Hasura names a value in "but found …". */
export function describeValue(ctx: ParseContext, value: InputValue): string {
  if (!('ast' in value)) {
    const json = value.json;
    if (json === null) return 'null';
    if (Array.isArray(json)) return 'a list';
    switch (typeof json) {
      case 'boolean':
        return 'a boolean';
      case 'string':
        return 'a string';
      case 'number':
        return 'a number';
      default:
        return 'an object';
    }
  }
  switch (value.ast.kind) {
    case Kind.VARIABLE: {
      const binding = ctx.variables.get(value.ast.name.value);
      return binding ? describeValue(ctx, binding.value) : 'a variable';
    }
    case Kind.INT:
      return 'an integer';
    case Kind.FLOAT:
      return 'a float';
    case Kind.STRING:
      return 'a string';
    case Kind.BOOLEAN:
      return 'a boolean';
    case Kind.NULL:
      return 'null';
    case Kind.ENUM:
      return 'an enum value';
    case Kind.LIST:
      return 'a list';
    default:
      return 'an object';
  }
}

export function typeMismatch(ctx: ParseContext, typeName: string, expected: string, value: InputValue): Error {
  return ctx.error(`expected ${expected} for type '${typeName}', but found ${describeValue(ctx, value)}`);
}

/**
 * A literal or variable value as JSON (enum literals become strings), as Hasura's `valueToJSON`. Every
 * value bound for SQL or an action passes here, so here a NUL character is refused: PostgreSQL stores
 * none in text or jsonb, and its own error would name neither the field nor the reason.
 */
export function toJson(ctx: ParseContext, value: InputValue): unknown {
  const json = 'ast' in value ? astToJson(ctx, value.ast) : value.json;
  refuseNul(ctx, json);
  return json;
}

function refuseNul(ctx: ParseContext, json: unknown): void {
  if (typeof json === 'string') {
    if (json.includes('\0')) throw ctx.error('the value contains a NUL character (\\u0000), which is not allowed');
  } else if (Array.isArray(json)) {
    json.forEach((item, index) => ctx.withKey(index, () => refuseNul(ctx, item)));
  } else if (json !== null && typeof json === 'object') {
    for (const [key, item] of Object.entries(json)) {
      ctx.withKey(key, () => {
        refuseNul(ctx, key);
        refuseNul(ctx, item);
      });
    }
  }
}

function astToJson(ctx: ParseContext, node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.VARIABLE: {
      const binding = ctx.variables.get(node.name.value);
      if (!binding) throw ctx.error(`unbound variable "${node.name.value}"`);
      ctx.trace?.read(node.name.value);
      return 'ast' in binding.value ? astToJson(ctx, binding.value.ast) : binding.value.json;
    }
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.BOOLEAN:
      return node.value;
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((item) => astToJson(ctx, item));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, astToJson(ctx, field.value)]));
  }
}
