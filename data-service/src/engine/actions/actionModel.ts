import {
  Kind,
  parse,
  type EnumTypeDefinitionNode,
  type InputObjectTypeDefinitionNode,
  type InputValueDefinitionNode,
  type ObjectTypeDefinitionNode,
  type TypeNode,
} from 'graphql';
import type { PgType, Registry } from '../registry/types';
import { scalarNameOf } from '../schema/scalars';

/**
 * Actions as one role sees them: the actions it may call, with argument and output types read from
 * the registry's SDL (`custom_types`, and each action's `arguments` / `output_type`), as Hasura reads
 * its action metadata.
 */

export interface CustomTypes {
  inputs: ReadonlyMap<string, InputObjectTypeDefinitionNode>;
  objects: ReadonlyMap<string, ObjectTypeDefinitionNode>;
  enums: ReadonlyMap<string, EnumTypeDefinitionNode>;
  /** Scalars declared in the SDL that the engine does not define itself: any JSON value. */
  scalars: ReadonlySet<string>;
}

export interface ActionModel {
  name: string;
  kind: 'mutation' | 'query';
  arguments: readonly InputValueDefinitionNode[];
  outputType: TypeNode;
  types: CustomTypes;
}

export const GRAPHQL_SCALARS: ReadonlySet<string> = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

const PG_TYPES: readonly PgType[] = ['uuid', 'text', 'boolean', 'timestamptz', 'integer', 'bigint', 'numeric', 'date', 'jsonb'];

/** The engine's own scalars (`uuid`, `bigint`, `date`, …) and the column type each stands for. */
export const ENGINE_SCALARS: ReadonlyMap<string, PgType> = new Map(
  PG_TYPES.map((type) => [scalarNameOf(type), type] as const).filter(([name]) => !GRAPHQL_SCALARS.has(name)),
);

export type NamedTypeKind = 'scalar' | 'enum' | 'input' | 'object';

/** What a type name stands for, or undefined when neither GraphQL, the engine nor the SDL defines it. */
export function kindOfType(types: CustomTypes, name: string): NamedTypeKind | undefined {
  if (GRAPHQL_SCALARS.has(name) || ENGINE_SCALARS.has(name) || types.scalars.has(name)) return 'scalar';
  if (types.enums.has(name)) return 'enum';
  if (types.inputs.has(name)) return 'input';
  if (types.objects.has(name)) return 'object';
  return undefined;
}

export function namedTypeOf(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedTypeOf(type.type);
}

// Parsed once per registry: every role's model reads the same SDL.
const parsedRegistries = new WeakMap<Registry, ActionModel[]>();

/** Every action of the registry, its SDL parsed and checked. Throws on a mistake, naming the action or type. */
export function parseActions(registry: Registry): ActionModel[] {
  let models = parsedRegistries.get(registry);
  if (!models) {
    const types = parseCustomTypes(registry.custom_types ?? '');
    models = (registry.actions ?? []).map((action) => {
      const where = `registry: action ${action.name}`;
      if (!/^[_A-Za-z][_0-9A-Za-z]*$/.test(action.name)) throw new Error(`${where}: not a GraphQL name`);
      if (action.definition.type !== 'mutation' && action.definition.type !== 'query') {
        throw new Error(`${where}: type must be 'mutation' or 'query'`);
      }
      const args = action.definition.arguments.trim();
      const field = parseField(`${action.name}${args ? `(${args})` : ''}: ${action.definition.output_type}`, where);
      for (const arg of field.arguments ?? []) checkType(types, arg.type, 'input', `${where}: argument ${arg.name.value}`);
      checkType(types, field.type, 'output', `${where}: output type`);
      return { name: action.name, kind: action.definition.type, arguments: field.arguments ?? [], outputType: field.type, types };
    });
    const names = models.map((m) => m.name);
    const twice = names.find((name, i) => names.indexOf(name) !== i);
    if (twice) throw new Error(`registry: action ${twice} is declared twice`);
    parsedRegistries.set(registry, models);
  }
  return models;
}

/** The actions `role` may call (the registry as the role sees it: admin's is already rewritten). */
export function actionModels(registry: Registry, role: string): ActionModel[] {
  const permitted = new Set((registry.actions ?? []).filter((a) => a.permissions.some((p) => p.role === role)).map((a) => a.name));
  return parseActions(registry).filter((action) => permitted.has(action.name));
}

function parseField(text: string, where: string) {
  let document;
  try {
    document = parse(`type Action { ${text} }`, { noLocation: true });
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`);
  }
  const definition = document.definitions[0];
  if (document.definitions.length !== 1 || definition.kind !== Kind.OBJECT_TYPE_DEFINITION || definition.fields?.length !== 1) {
    throw new Error(`${where}: arguments and output_type must describe one field`);
  }
  return definition.fields[0];
}

export function parseCustomTypes(sdl: string): CustomTypes {
  const inputs = new Map<string, InputObjectTypeDefinitionNode>();
  const objects = new Map<string, ObjectTypeDefinitionNode>();
  const enums = new Map<string, EnumTypeDefinitionNode>();
  const scalars = new Set<string>();
  const types: CustomTypes = { inputs, objects, enums, scalars };
  if (sdl.trim() === '') return types;

  let document;
  try {
    document = parse(sdl, { noLocation: true });
  } catch (error) {
    throw new Error(`registry: custom_types: ${(error as Error).message}`);
  }
  const declared = new Set<string>();
  for (const definition of document.definitions) {
    if (
      definition.kind !== Kind.INPUT_OBJECT_TYPE_DEFINITION &&
      definition.kind !== Kind.OBJECT_TYPE_DEFINITION &&
      definition.kind !== Kind.ENUM_TYPE_DEFINITION &&
      definition.kind !== Kind.SCALAR_TYPE_DEFINITION
    ) {
      throw new Error(`registry: custom_types: only input, type, enum and scalar definitions are supported (found ${definition.kind})`);
    }
    const name = definition.name.value;
    if (declared.has(name)) throw new Error(`registry: custom_types: ${name} is declared twice`);
    declared.add(name);
    switch (definition.kind) {
      case Kind.INPUT_OBJECT_TYPE_DEFINITION:
        inputs.set(name, definition);
        break;
      case Kind.OBJECT_TYPE_DEFINITION:
        objects.set(name, definition);
        break;
      case Kind.ENUM_TYPE_DEFINITION:
        enums.set(name, definition);
        break;
      case Kind.SCALAR_TYPE_DEFINITION:
        // Re-declaring a built-in or engine scalar (Hasura allows `scalar uuid`) means that scalar.
        if (GRAPHQL_SCALARS.has(name)) throw new Error(`registry: custom_types: ${name} is a built-in scalar`);
        if (!ENGINE_SCALARS.has(name)) scalars.add(name);
        break;
    }
  }
  for (const [name, input] of inputs) {
    if (!input.fields?.length) throw new Error(`registry: custom_types: input ${name} has no fields`);
    for (const field of input.fields) checkType(types, field.type, 'input', `registry: custom_types: ${name}.${field.name.value}`);
  }
  for (const [name, object] of objects) {
    if (!object.fields?.length) throw new Error(`registry: custom_types: type ${name} has no fields`);
    if (object.interfaces?.length) throw new Error(`registry: custom_types: type ${name}: interfaces are not supported`);
    for (const field of object.fields) {
      const where = `registry: custom_types: ${name}.${field.name.value}`;
      if (field.arguments?.length) throw new Error(`${where}: fields of action output types take no arguments`);
      checkType(types, field.type, 'output', where);
    }
  }
  for (const [name, definition] of enums) {
    if (!definition.values?.length) throw new Error(`registry: custom_types: enum ${name} has no values`);
  }
  return types;
}

function checkType(types: CustomTypes, type: TypeNode, use: 'input' | 'output', where: string): void {
  const name = namedTypeOf(type);
  const kind = kindOfType(types, name);
  if (!kind) throw new Error(`${where}: unknown type ${name}`);
  if (use === 'input' && kind === 'object') throw new Error(`${where}: ${name} is an output type, not an input type`);
  if (use === 'output' && kind === 'input') throw new Error(`${where}: ${name} is an input type, not an output type`);
}
