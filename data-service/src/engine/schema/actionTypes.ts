import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  Kind,
  valueFromASTUntyped,
  type GraphQLFieldConfigMap,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLType,
  type TypeNode,
} from 'graphql';
import { kindOfType, type ActionModel, type CustomTypes } from '../actions/actionModel';
import type { RoleModel } from '../model';
import type { SchemaTypes } from './schemaTypes';

/**
 * A role's action fields of one root (`query_root` or `mutation_root`), with the input, output and
 * enum types their SDL declares — only those the role's actions use, as Hasura shows them.
 * `existing` are the root's other fields: an action may not take a name already used there.
 */
export function actionFields(
  types: SchemaTypes,
  model: RoleModel,
  kind: ActionModel['kind'],
  existing: GraphQLFieldConfigMap<unknown, unknown>,
): GraphQLFieldConfigMap<unknown, unknown> {
  const fields: GraphQLFieldConfigMap<unknown, unknown> = {};
  const actions = model.actions.filter((a) => a.kind === kind);
  if (actions.length === 0) return fields;
  let custom = builders.get(types);
  if (!custom) {
    custom = new CustomTypeBuilder(types, actions[0].types, new Set(model.tables.map((t) => t.name)));
    builders.set(types, custom);
  }
  for (const action of actions) {
    const builder = custom;
    if (action.name in existing) throw new Error(`registry: action ${action.name} has the name of another ${kind}_root field`);
    fields[action.name] = {
      type: builder.output(action.outputType),
      args: Object.fromEntries(
        action.arguments.map((arg) => [
          arg.name.value,
          {
            type: builder.input(arg.type),
            description: arg.description?.value,
            defaultValue: arg.defaultValue ? valueFromASTUntyped(arg.defaultValue) : undefined,
          },
        ]),
      ),
    };
  }
  return fields;
}

// One builder per schema, so a type used by a query and a mutation action is one type.
const builders = new WeakMap<SchemaTypes, CustomTypeBuilder>();

/** Builds each custom type once (objects and inputs lazily, as they may refer to each other). */
class CustomTypeBuilder {
  private readonly named = new Map<string, GraphQLNamedType>();

  constructor(
    private readonly types: SchemaTypes,
    private readonly custom: CustomTypes,
    private readonly tableNames: ReadonlySet<string>,
  ) {}

  input(type: TypeNode): GraphQLInputType {
    return this.wrap(type, (name) => this.namedType(name)) as GraphQLInputType;
  }

  output(type: TypeNode): GraphQLOutputType {
    return this.wrap(type, (name) => this.namedType(name)) as GraphQLOutputType;
  }

  private wrap(type: TypeNode, named: (name: string) => GraphQLNamedType): GraphQLType {
    switch (type.kind) {
      case Kind.NON_NULL_TYPE:
        return new GraphQLNonNull(this.wrap(type.type, named) as GraphQLInputType | GraphQLOutputType);
      case Kind.LIST_TYPE:
        return new GraphQLList(this.wrap(type.type, named));
      default:
        return named(type.name.value);
    }
  }

  private namedType(name: string): GraphQLNamedType {
    let type = this.named.get(name);
    if (type) return type;
    if (kindOfType(this.custom, name) !== 'scalar' && this.tableNames.has(name)) {
      throw new Error(`registry: custom_types: ${name} is also the name of a table's type`);
    }
    switch (kindOfType(this.custom, name)) {
      case 'scalar':
        type = this.types.scalar(name);
        break;
      case 'enum': {
        const definition = this.custom.enums.get(name);
        type = new GraphQLEnumType({
          name,
          description: definition?.description?.value,
          values: Object.fromEntries((definition?.values ?? []).map((v) => [v.name.value, { description: v.description?.value }])),
        });
        break;
      }
      case 'input': {
        const definition = this.custom.inputs.get(name);
        type = new GraphQLInputObjectType({
          name,
          description: definition?.description?.value,
          fields: () =>
            Object.fromEntries(
              (definition?.fields ?? []).map((f) => [
                f.name.value,
                {
                  type: this.input(f.type),
                  description: f.description?.value,
                  defaultValue: f.defaultValue ? valueFromASTUntyped(f.defaultValue) : undefined,
                },
              ]),
            ),
        });
        break;
      }
      case 'object': {
        const definition = this.custom.objects.get(name);
        type = new GraphQLObjectType({
          name,
          description: definition?.description?.value,
          fields: () =>
            Object.fromEntries(
              (definition?.fields ?? []).map((f) => [f.name.value, { type: this.output(f.type), description: f.description?.value }]),
            ),
        });
        break;
      }
      default:
        throw new Error(`registry: custom_types: unknown type ${name}`);
    }
    this.named.set(name, type);
    return type;
  }
}
