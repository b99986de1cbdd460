import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import type { AggregateOp } from '../ir';
import type { RoleModel } from '../model';
import type { ColumnModel, TableModel } from '../modelTypes';
import {
  aggregateColumns,
  aggregateFieldsTypeName,
  aggregateOrderByTypeName,
  aggregateResultScalar,
  aggregateTypeName,
  availableOps,
  opFieldsTypeName,
  opOrderByTypeName,
} from '../parse/aggregates';
import { boolExpTypeName, CAST_TO_STRING, comparisonOperators, comparisonTypeName, JSONB_CAST_TYPE_NAME, operatorValueType } from '../parse/boolExp';
import { ORDER_BY_DIRECTIONS, orderByTypeName, selectColumnTypeName } from '../parse/selectArgs';
import type { GType } from '../parse/types';
import { actionFields } from './actionTypes';
import { mutationRootType } from './mutationTypes';

/**
 * The GraphQL schema one role sees, with Hasura's type names and descriptions, so introspection and
 * client codegen against this service match a real Hasura. Used for introspection and for
 * validating documents; requests are parsed and answered by the engine, not by resolvers here.
 */
export function buildSchema(model: RoleModel): GraphQLSchema {
  const types = new TypeRegistry();
  const queryFields: GraphQLFieldConfigMap<unknown, unknown> = {};

  for (const table of model.tables) {
    const row = types.tableObject(table);
    queryFields[table.name] = {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(row))),
      description: `fetch data from the table: "${table.name}"`,
      args: types.selectArgs(table),
    };
    if (table.allowAggregations) {
      queryFields[aggregateTypeName(table)] = {
        type: new GraphQLNonNull(types.aggregateObject(table)),
        description: `fetch aggregated fields from the table: "${table.name}"`,
        args: types.selectArgs(table),
      };
    }
    if (table.primaryKey) {
      const args: GraphQLFieldConfigArgumentMap = {};
      for (const column of table.primaryKey) args[column.name] = { type: new GraphQLNonNull(types.scalar(column.scalar)) };
      queryFields[`${table.name}_by_pk`] = {
        type: row,
        description: `fetch data from the table: "${table.name}" using primary key columns`,
        args,
      };
    }
  }
  Object.assign(queryFields, actionFields(types, model, 'query', queryFields));
  if (Object.keys(queryFields).length === 0) {
    // A GraphQL object needs a field; Hasura gives a role with nothing to read this one.
    queryFields.no_queries_available = { type: new GraphQLNonNull(GraphQLString) };
  }

  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'query_root', fields: queryFields }),
    mutation: mutationRootType(types, model),
  });
}

/** Creates each named type once, so shared types (`order_by`, `String_comparison_exp`) are one object. */
class TypeRegistry {
  private readonly scalars = new Map<string, GraphQLScalarType>([
    ['String', GraphQLString],
    ['Int', GraphQLInt],
    ['Float', GraphQLFloat],
    ['Boolean', GraphQLBoolean],
    ['ID', GraphQLID],
  ]);
  private readonly inputs = new Map<string, GraphQLInputObjectType | GraphQLEnumType>();
  private readonly objects = new Map<string, GraphQLObjectType>();

  scalar(name: string): GraphQLScalarType {
    let scalar = this.scalars.get(name);
    if (!scalar) {
      scalar = new GraphQLScalarType({ name });
      this.scalars.set(name, scalar);
    }
    return scalar;
  }

  private once<T extends GraphQLInputObjectType | GraphQLEnumType>(name: string, make: () => T): T {
    let type = this.inputs.get(name) as T | undefined;
    if (!type) {
      type = make();
      this.inputs.set(name, type);
    }
    return type;
  }

  inputType(type: GType): GraphQLInputType {
    const inner: GraphQLInputType =
      type.kind === 'list' ? new GraphQLList(this.inputType(type.of)) : this.scalar(type.name);
    return type.nonNull ? new GraphQLNonNull(inner) : inner;
  }

  private object(name: string, make: () => GraphQLObjectType): GraphQLObjectType {
    let type = this.objects.get(name);
    if (!type) {
      type = make();
      this.objects.set(name, type);
    }
    return type;
  }

  tableObject(table: TableModel): GraphQLObjectType {
    return this.object(
      table.name,
      () =>
        new GraphQLObjectType({
          name: table.name,
          description: `columns and relationships of "${table.name}"`,
          // A thunk: relationships lead back to this type (customer → agent → customers).
          fields: () => {
            const fields: GraphQLFieldConfigMap<unknown, unknown> = {};
            for (const column of table.columns) {
              const scalar: GraphQLOutputType = this.scalar(column.scalar);
              fields[column.name] = { type: column.nullable ? scalar : new GraphQLNonNull(scalar) };
            }
            for (const rel of table.relationships.values()) {
              const remote = this.tableObject(rel.remote);
              if (rel.kind === 'object') {
                fields[rel.name] = { type: rel.nonNull ? new GraphQLNonNull(remote) : remote, description: 'An object relationship' };
                continue;
              }
              fields[rel.name] = {
                type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(remote))),
                description: 'An array relationship',
                args: this.selectArgs(rel.remote),
              };
              if (rel.remote.allowAggregations) {
                fields[`${rel.name}_aggregate`] = {
                  type: new GraphQLNonNull(this.aggregateObject(rel.remote)),
                  description: 'An aggregate relationship',
                  args: this.selectArgs(rel.remote),
                };
              }
            }
            return fields;
          },
        }),
    );
  }

  /** `t_aggregate { aggregate: t_aggregate_fields, nodes: [t!]! }` */
  aggregateObject(table: TableModel): GraphQLObjectType {
    return this.object(
      aggregateTypeName(table),
      () =>
        new GraphQLObjectType({
          name: aggregateTypeName(table),
          description: `aggregated selection of "${table.name}"`,
          fields: () => ({
            aggregate: { type: this.aggregateFields(table) },
            nodes: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(this.tableObject(table)))) },
          }),
        }),
    );
  }

  /** `t_aggregate_fields`: `count(columns, distinct)` and each function that has columns to work on. */
  private aggregateFields(table: TableModel): GraphQLObjectType {
    return this.object(aggregateFieldsTypeName(table), () => {
      const fields: GraphQLFieldConfigMap<unknown, unknown> = {};
      const ops = availableOps(table);
      const countField = {
        type: new GraphQLNonNull(GraphQLInt),
        args: {
          columns: { type: new GraphQLList(new GraphQLNonNull(this.selectColumn(table))) },
          distinct: { type: GraphQLBoolean },
        },
      };
      for (const op of ops.filter((o) => o < 'count')) fields[op] = { type: this.opFields(table, op) };
      fields.count = countField;
      for (const op of ops.filter((o) => o > 'count')) fields[op] = { type: this.opFields(table, op) };
      return new GraphQLObjectType({ name: aggregateFieldsTypeName(table), description: `aggregate fields of "${table.name}"`, fields });
    });
  }

  /** `t_sum_fields`, `t_max_fields`, …: one field per column the function applies to. */
  private opFields(table: TableModel, op: AggregateOp): GraphQLObjectType {
    return this.object(opFieldsTypeName(table, op), () => {
      const fields: GraphQLFieldConfigMap<unknown, unknown> = {};
      for (const column of aggregateColumns(table, op)) fields[column.name] = { type: this.scalar(aggregateResultScalar(op, column)) };
      return new GraphQLObjectType({ name: opFieldsTypeName(table, op), description: `aggregate ${op} on columns`, fields });
    });
  }

  /** `t_aggregate_order_by`: `count` and, per function, `t_<op>_order_by`. */
  private aggregateOrderBy(table: TableModel): GraphQLInputObjectType {
    return this.once(aggregateOrderByTypeName(table), () => {
      const fields: GraphQLInputFieldConfigMap = {};
      const ops = availableOps(table);
      for (const op of ops.filter((o) => o < 'count')) fields[op] = { type: this.opOrderBy(table, op) };
      fields.count = { type: this.orderByEnum() };
      for (const op of ops.filter((o) => o > 'count')) fields[op] = { type: this.opOrderBy(table, op) };
      return new GraphQLInputObjectType({
        name: aggregateOrderByTypeName(table),
        description: `order by aggregate values of table "${table.name}"`,
        fields,
      });
    });
  }

  private opOrderBy(table: TableModel, op: AggregateOp): GraphQLInputObjectType {
    return this.once(opOrderByTypeName(table, op), () => {
      const fields: GraphQLInputFieldConfigMap = {};
      for (const column of aggregateColumns(table, op)) fields[column.name] = { type: this.orderByEnum() };
      return new GraphQLInputObjectType({
        name: opOrderByTypeName(table, op),
        description: `order by ${op}() on columns of table "${table.name}"`,
        fields,
      });
    });
  }

  comparisonExp(column: Pick<ColumnModel, 'scalar' | 'pgType'>): GraphQLInputObjectType {
    return this.once(comparisonTypeName(column), () => {
      const fields: GraphQLInputFieldConfigMap = {};
      if (column.pgType === 'jsonb') fields._cast = { type: this.jsonbCastExp() };
      for (const operator of comparisonOperators(column)) {
        fields[operator.op] = {
          type: this.inputType(operatorValueType(column, operator.takes)),
          description: operator.description || undefined,
        };
      }
      return new GraphQLInputObjectType({
        name: comparisonTypeName(column),
        description: `Boolean expression to compare columns of type "${column.scalar}". All fields are combined with logical 'AND'.`,
        fields,
      });
    });
  }

  /** Hasura's `jsonb_cast_exp`: a jsonb column compared as its text. */
  jsonbCastExp(): GraphQLInputObjectType {
    return this.once(
      JSONB_CAST_TYPE_NAME,
      () => new GraphQLInputObjectType({ name: JSONB_CAST_TYPE_NAME, fields: () => ({ String: { type: this.comparisonExp(CAST_TO_STRING) } }) }),
    );
  }

  boolExp(table: TableModel): GraphQLInputObjectType {
    const name = boolExpTypeName(table);
    const type: GraphQLInputObjectType = this.once(
      name,
      () =>
        new GraphQLInputObjectType({
          name,
          description: `Boolean expression to filter rows from the table "${table.name}". All fields are combined with a logical 'AND'.`,
          fields: () => {
            const fields: GraphQLInputFieldConfigMap = {
              _and: { type: new GraphQLList(new GraphQLNonNull(type)) },
              _not: { type },
              _or: { type: new GraphQLList(new GraphQLNonNull(type)) },
            };
            for (const column of table.columns) fields[column.name] = { type: this.comparisonExp(column) };
            for (const rel of table.relationships.values()) fields[rel.name] = { type: this.boolExp(rel.remote) };
            return fields;
          },
        }),
    );
    return type;
  }

  orderByEnum(): GraphQLEnumType {
    return this.once(
      'order_by',
      () =>
        new GraphQLEnumType({
          name: 'order_by',
          description: 'column ordering options',
          values: Object.fromEntries(ORDER_BY_DIRECTIONS.map(([name, d]) => [name, { description: d.description }])),
        }),
    );
  }

  orderBy(table: TableModel): GraphQLInputObjectType {
    return this.once(
      orderByTypeName(table),
      () =>
        new GraphQLInputObjectType({
          name: orderByTypeName(table),
          description: `Ordering options when selecting data from "${table.name}".`,
          // A thunk: object relationships may lead back to this table (plan_order.renewal_of).
          fields: () => {
            const fields: GraphQLInputFieldConfigMap = {};
            for (const column of table.columns) fields[column.name] = { type: this.orderByEnum() };
            for (const rel of table.relationships.values()) {
              if (rel.kind === 'object') fields[rel.name] = { type: this.orderBy(rel.remote) };
              else if (rel.remote.allowAggregations) fields[`${rel.name}_aggregate`] = { type: this.aggregateOrderBy(rel.remote) };
            }
            return fields;
          },
        }),
    );
  }

  selectColumn(table: TableModel): GraphQLEnumType {
    return this.once(
      selectColumnTypeName(table),
      () =>
        new GraphQLEnumType({
          name: selectColumnTypeName(table),
          description: `select columns of table "${table.name}"`,
          values: Object.fromEntries(table.columns.map((c) => [c.name, { description: 'column name' }])),
        }),
    );
  }

  selectArgs(table: TableModel): GraphQLFieldConfigArgumentMap {
    return {
      distinct_on: {
        type: new GraphQLList(new GraphQLNonNull(this.selectColumn(table))),
        description: 'distinct select on columns',
      },
      limit: { type: GraphQLInt, description: 'limit the number of rows returned' },
      offset: { type: GraphQLInt, description: 'skip the first n rows. Use only with order_by' },
      order_by: {
        type: new GraphQLList(new GraphQLNonNull(this.orderBy(table))),
        description: 'sort the rows by one or more columns',
      },
      where: { type: this.boolExp(table), description: 'filter the rows returned' },
    };
  }
}
