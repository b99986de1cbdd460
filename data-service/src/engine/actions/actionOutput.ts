import { Kind, type FragmentDefinitionNode, type TypeNode } from 'graphql';
import type { ParseContext } from '../parse/context';
import { checkArgumentNames } from '../parse/selection';
import { collectFields, type CollectedField } from '../request/collectFields';
import { kindOfType, namedTypeOf, type CustomTypes } from './actionModel';

/**
 * The client's selection on an action's output, checked against the SDL when the request is parsed,
 * and applied to the handler's answer in Node (action outputs are small): aliases, nested objects,
 * `__typename`, lists, and GraphQL's non-null rule.
 */

export type OutputSelection =
  | { kind: 'leaf' }
  | { kind: 'object'; typename: string; fields: SelectedField[] };

export interface SelectedField {
  key: string;
  /** `__typename`, or a field of the object type with its declared type. */
  field: { kind: 'typename' } | { kind: 'value'; name: string; type: TypeNode; selection: OutputSelection };
}

const NO_ARGUMENTS: ReadonlySet<string> = new Set();

/** The selection under `field`, whose type is `type`. */
export function parseOutputSelection(
  ctx: ParseContext,
  types: CustomTypes,
  type: TypeNode,
  field: CollectedField,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): OutputSelection {
  const name = namedTypeOf(type);
  const object = types.objects.get(name);
  if (!object) {
    if (field.hasSelectionSet) throw ctx.withKey('selectionSet', () => ctx.error('unexpected subselection set for non-object field'));
    return { kind: 'leaf' };
  }
  return ctx.withKey('selectionSet', () => {
    if (!field.hasSelectionSet) throw ctx.error(`missing selection set for '${name}'`);
    const declared = new Map((object.fields ?? []).map((f) => [f.name.value, f]));
    const fields = collectFields(ctx, name, field.selections, fragments).map((child): SelectedField => {
      if (child.name === '__typename') return { key: child.key, field: { kind: 'typename' } };
      return ctx.withKey(child.name, (): SelectedField => {
        const definition = declared.get(child.name);
        if (!definition) throw ctx.error(`field '${child.name}' not found in type: '${name}'`);
        checkArgumentNames(ctx, child.name, child.node, NO_ARGUMENTS);
        const selection = parseOutputSelection(ctx, types, definition.type, child, fragments);
        return { key: child.key, field: { kind: 'value', name: child.name, type: definition.type, selection } };
      });
    });
    return { kind: 'object', typename: name, fields };
  });
}

/**
 * Every field of `type`, nested objects whole: what a Hasura action webhook answers, since Hasura applies
 * the client's selection itself. No `__typename`: Hasura adds it when asked.
 */
export function wholeOutput(types: CustomTypes, type: TypeNode, enclosing: readonly string[] = []): OutputSelection {
  const name = namedTypeOf(type);
  const object = types.objects.get(name);
  if (!object) return { kind: 'leaf' };
  // A type that contains itself has no whole answer (only a client's finite selection).
  if (enclosing.includes(name)) throw new Error(`action output type ${name} contains itself`);
  const fields = (object.fields ?? []).map(
    (field): SelectedField => ({
      key: field.name.value,
      field: { kind: 'value', name: field.name.value, type: field.type, selection: wholeOutput(types, field.type, [...enclosing, name]) },
    }),
  );
  return { kind: 'object', typename: name, fields };
}

/** The handler's answer does not fit the declared output type: a handler bug, never the caller's. */
export class ActionOutputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActionOutputError';
  }
}

/**
 * The answer as the client selected it. `value` is the handler's result after a JSON round trip
 * (so `Date`s are strings and `undefined` members are gone).
 */
export function projectOutput(value: unknown, type: TypeNode, selection: OutputSelection, types: CustomTypes, path: string): unknown {
  if (value === null || value === undefined) {
    if (type.kind === Kind.NON_NULL_TYPE) throw new ActionOutputError(`${path}: null for non-null type`);
    return null;
  }
  const inner = type.kind === Kind.NON_NULL_TYPE ? type.type : type;
  if (inner.kind === Kind.LIST_TYPE) {
    if (!Array.isArray(value)) throw new ActionOutputError(`${path}: expected a list`);
    return value.map((item, i) => projectOutput(item, inner.type, selection, types, `${path}[${i}]`));
  }
  if (selection.kind === 'leaf') {
    // Scalars pass as they are (a JSON scalar may be an object); an enum must be one of its names.
    if (kindOfType(types, inner.name.value) === 'enum' && typeof value !== 'string') throw new ActionOutputError(`${path}: expected an enum value`);
    return value;
  }
  if (typeof value !== 'object' || Array.isArray(value)) throw new ActionOutputError(`${path}: expected an object`);
  const source = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const { key, field } of selection.fields) {
    result[key] =
      field.kind === 'typename'
        ? selection.typename
        : projectOutput(source[field.name], field.type, field.selection, types, `${path}.${field.name}`);
  }
  return result;
}
