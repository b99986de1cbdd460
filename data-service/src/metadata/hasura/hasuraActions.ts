import type {
  Action,
  ActionDefinition,
  ActionDefinitionType,
  CustomTypes,
  EnumType,
  InputObjectField,
  InputObjectType,
  ObjectType,
  Permissions,
  ScalarType,
} from '@hasura/metadata';
import { Kind, parse, print, type ConstDirectiveNode, type StringValueNode } from 'graphql';
import type { ActionMetadata } from '../../engine/registry/types';
import { ACTIONS_SECRET_HEADER } from '../../http/hasuraRoutes';
import { byRole } from './stableOrder';

/**
 * The registry's actions as Hasura's: `actions.graphql` (their signatures and the custom types' SDL) and
 * `actions.yaml` (how Hasura calls them, who may, and the custom types in Hasura's structured form).
 * Every action goes to one webhook (the data service's `POST /v1/actions`, which dispatches on the
 * action's name), whose URL and shared secret Hasura reads from its environment.
 */

/** Environment variable of the Hasura server holding the actions webhook's URL. */
export const ACTIONS_WEBHOOK_URL_ENV = 'ACTIONS_WEBHOOK_URL';
/** Environment variable of the Hasura server holding the secret the webhook checks. */
export const ACTIONS_WEBHOOK_SECRET_ENV = 'ACTIONS_WEBHOOK_SECRET';

// The package types `permissions` as one object (Hasura's metadata has a list) and `type` as an enum
// whose value cannot be imported (its entry point, index.js, is missing), so both are restated here.
type HasuraActionDefinition = Omit<ActionDefinition, 'type'> & { type?: `${ActionDefinitionType}` };
export type HasuraAction = Omit<Action, 'definition' | 'permissions'> & {
  definition: HasuraActionDefinition;
  permissions: Permissions[];
};

export function hasuraActions(actions: readonly ActionMetadata[]): HasuraAction[] {
  return actions.map((action) => ({
    name: action.name,
    definition: {
      kind: 'synchronous',
      // Hasura reads a missing type as a mutation (and the CLI takes the kind from actions.graphql anyway).
      ...(action.definition.type === 'query' ? { type: 'query' as const } : {}),
      handler: `{{${ACTIONS_WEBHOOK_URL_ENV}}}`,
      forward_client_headers: true,
      headers: [{ name: ACTIONS_SECRET_HEADER, value_from_env: ACTIONS_WEBHOOK_SECRET_ENV }],
    },
    permissions: byRole(action.permissions).map(({ role }) => ({ role })),
  }));
}

/**
 * `actions.graphql`: each action as a field of `type Mutation` or `type Query`, then the custom types,
 * printed by graphql-js (so the file is valid SDL whatever the spacing in the registry).
 */
export function actionsSdl(actions: readonly ActionMetadata[], customTypes: string): string {
  const field = (action: ActionMetadata) => {
    const args = action.definition.arguments.trim();
    return `  ${action.name}${args ? `(${args})` : ''}: ${action.definition.output_type}`;
  };
  const root = (name: string, type: ActionMetadata['definition']['type']) => {
    const fields = actions.filter((action) => action.definition.type === type).map(field);
    return fields.length > 0 ? `type ${name} {\n${fields.join('\n')}\n}\n` : '';
  };
  return `${print(parse(`${root('Mutation', 'mutation')}${root('Query', 'query')}${customTypes}`))}\n`;
}

const description = (node: { description?: StringValueNode }) => (node.description ? { description: node.description.value } : {});

/** Hasura's custom types have no directives (deprecation aside, which the registry does not use). */
function refuseDirectives(where: string, directives: readonly ConstDirectiveNode[] | undefined) {
  if (directives && directives.length > 0) throw new Error(`custom types: ${where} has a directive, which Hasura's custom types cannot carry`);
}

/** The custom types' SDL in Hasura's structured form (`custom_types` of actions.yaml), in SDL order. */
export function hasuraCustomTypes(customTypes: string): CustomTypes {
  const enums: EnumType[] = [];
  const inputObjects: InputObjectType[] = [];
  const objects: ObjectType[] = [];
  const scalars: ScalarType[] = [];
  for (const definition of parse(customTypes).definitions) {
    switch (definition.kind) {
      case Kind.ENUM_TYPE_DEFINITION:
        refuseDirectives(definition.name.value, definition.directives);
        enums.push({
          name: definition.name.value,
          ...description(definition),
          values: (definition.values ?? []).map((value) => {
            refuseDirectives(`${definition.name.value}.${value.name.value}`, value.directives);
            return { value: value.name.value, ...description(value) };
          }),
        });
        break;
      case Kind.INPUT_OBJECT_TYPE_DEFINITION:
        refuseDirectives(definition.name.value, definition.directives);
        inputObjects.push({
          name: definition.name.value,
          ...description(definition),
          fields: (definition.fields ?? []).map((field): InputObjectField => {
            const where = `${definition.name.value}.${field.name.value}`;
            refuseDirectives(where, field.directives);
            if (field.defaultValue) throw new Error(`custom types: ${where} has a default value, which Hasura's custom types cannot carry`);
            return { name: field.name.value, type: print(field.type), ...description(field) };
          }),
        });
        break;
      case Kind.OBJECT_TYPE_DEFINITION:
        refuseDirectives(definition.name.value, definition.directives);
        if (definition.interfaces && definition.interfaces.length > 0) {
          throw new Error(`custom types: ${definition.name.value} implements an interface, which Hasura's custom types cannot`);
        }
        objects.push({
          name: definition.name.value,
          ...description(definition),
          fields: (definition.fields ?? []).map((field): InputObjectField => {
            const where = `${definition.name.value}.${field.name.value}`;
            refuseDirectives(where, field.directives);
            if (field.arguments && field.arguments.length > 0) throw new Error(`custom types: ${where} has arguments, which Hasura's custom types cannot`);
            return { name: field.name.value, type: print(field.type), ...description(field) };
          }),
        });
        break;
      case Kind.SCALAR_TYPE_DEFINITION:
        refuseDirectives(definition.name.value, definition.directives);
        scalars.push({ name: definition.name.value, ...description(definition) });
        break;
      default:
        throw new Error(`custom types: a ${definition.kind} is not a custom type Hasura knows (enum, input, type or scalar)`);
    }
  }
  return { enums, input_objects: inputObjects, objects, scalars };
}
