import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLNamedType,
} from 'graphql';
import type { RoleModel } from '../model';
import type { ColumnModel, TableModel } from '../modelTypes';
import { mutationFieldModels, type MutationFieldModel, type MutationTableModel } from '../mutationModel';
import {
  constraintTypeName,
  incInputTypeName,
  incrementable,
  insertInputTypeName,
  mutationResponseTypeName,
  onConflictTypeName,
  pkColumnsInputTypeName,
  setInputTypeName,
  UPDATE_COLUMN_PLACEHOLDER,
  updateColumnTypeName,
} from '../parse/tableMutation';
import { actionFields } from './actionTypes';
import type { SchemaTypes } from './schemaTypes';

/**
 * `mutation_root` of a role: its table mutations (types named and described as Hasura's) and its
 * mutation actions. Undefined when the role has none, as Hasura then has no mutation root.
 */
export function mutationRootType(types: SchemaTypes, model: RoleModel): GraphQLObjectType | undefined {
  const tableTypes = new TableMutationTypes(types);
  const fields: GraphQLFieldConfigMap<unknown, unknown> = {};
  for (const field of mutationFieldModels(model.mutationTables)) fields[field.name] = tableTypes.rootField(field);
  Object.assign(fields, actionFields(types, model, 'mutation', fields));
  if (Object.keys(fields).length === 0) return undefined;
  return new GraphQLObjectType({ name: 'mutation_root', description: 'mutation root', fields });
}

/** Each table's mutation input and output types, created once per schema. */
class TableMutationTypes {
  private readonly named = new Map<string, GraphQLNamedType>();

  constructor(private readonly types: SchemaTypes) {}

  private once<T extends GraphQLNamedType>(name: string, make: () => T): T {
    let type = this.named.get(name) as T | undefined;
    if (!type) {
      type = make();
      this.named.set(name, type);
    }
    return type;
  }

  rootField(field: MutationFieldModel) {
    const model = field.model;
    const table = model.table;
    const quoted = `"${table.name}"`;
    const row = this.types.tableObject(table);
    switch (field.kind) {
      case 'insert':
        return {
          type: this.mutationResponse(table),
          description: `insert data into the table: ${quoted}`,
          args: {
            objects: { type: nonNullList(this.insertInput(model)), description: 'the rows to be inserted' },
            ...this.onConflictArg(model),
          },
        };
      case 'insert_one':
        return {
          type: row,
          description: `insert a single row into the table: ${quoted}`,
          args: {
            object: { type: new GraphQLNonNull(this.insertInput(model)), description: 'the row to be inserted' },
            ...this.onConflictArg(model),
          },
        };
      case 'update':
        return {
          type: this.mutationResponse(table),
          description: `update data of the table: ${quoted}`,
          args: {
            ...this.updateOperatorArgs(model),
            where: { type: new GraphQLNonNull(this.types.boolExp(table)), description: 'filter the rows which have to be updated' },
          },
        };
      case 'update_by_pk':
        return {
          type: row,
          description: `update single row of the table: ${quoted}`,
          args: { ...this.updateOperatorArgs(model), pk_columns: { type: new GraphQLNonNull(this.pkColumnsInput(table)) } },
        };
      case 'delete':
        return {
          type: this.mutationResponse(table),
          description: `delete data from the table: ${quoted}`,
          args: { where: { type: new GraphQLNonNull(this.types.boolExp(table)), description: 'filter the rows which have to be deleted' } },
        };
      case 'delete_by_pk':
        return { type: row, description: `delete single row from the table: ${quoted}`, args: this.pkArgs(table) };
    }
  }

  private mutationResponse(table: TableModel): GraphQLObjectType {
    return this.once(
      mutationResponseTypeName(table),
      () =>
        new GraphQLObjectType({
          name: mutationResponseTypeName(table),
          description: `response of any mutation on the table "${table.name}"`,
          fields: {
            affected_rows: { type: new GraphQLNonNull(GraphQLInt), description: 'number of rows affected by the mutation' },
            returning: { type: nonNullList(this.types.tableObject(table)), description: 'data from the rows affected by the mutation' },
          },
        }),
    );
  }

  private columnsInput(name: string, description: string, columns: readonly ColumnModel[]): GraphQLInputObjectType {
    return this.once(name, () => {
      const fields: GraphQLInputFieldConfigMap = {};
      for (const column of columns) fields[column.name] = { type: this.types.scalar(column.scalar) };
      return new GraphQLInputObjectType({ name, description, fields });
    });
  }

  private insertInput(model: MutationTableModel): GraphQLInputObjectType {
    const table = model.table;
    return this.columnsInput(insertInputTypeName(table), `input type for inserting data into table "${table.name}"`, model.insert?.columns ?? []);
  }

  private onConflictArg(model: MutationTableModel): GraphQLFieldConfigArgumentMap {
    const constraint = model.primaryKeyConstraint;
    if (!constraint) return {};
    const table = model.table;
    const type = this.once(onConflictTypeName(table), () => {
      const constraints = new GraphQLEnumType({
        name: constraintTypeName(table),
        description: `unique or primary key constraints on table "${table.name}"`,
        values: {
          [constraint.name]: {
            description: `unique or primary key constraint on columns ${constraint.columns.map((c) => `"${c}"`).join(', ')}`,
          },
        },
      });
      return new GraphQLInputObjectType({
        name: onConflictTypeName(table),
        description: `on_conflict condition type for table "${table.name}"`,
        fields: {
          constraint: { type: new GraphQLNonNull(constraints) },
          update_columns: { type: nonNullList(this.updateColumn(model)), defaultValue: [] },
          where: { type: this.types.boolExp(table) },
        },
      });
    });
    return { on_conflict: { type, description: 'upsert condition' } };
  }

  private updateColumn(model: MutationTableModel): GraphQLEnumType {
    const table = model.table;
    const columns = model.update?.columns ?? [];
    return this.once(updateColumnTypeName(table), () =>
      columns.length > 0
        ? new GraphQLEnumType({
            name: updateColumnTypeName(table),
            description: `update columns of table "${table.name}"`,
            values: Object.fromEntries(columns.map((c) => [c.name, { description: 'column name' }])),
          })
        : new GraphQLEnumType({
            name: updateColumnTypeName(table),
            description: `placeholder for update columns of table "${table.name}" (current role has no relevant permissions)`,
            values: { [UPDATE_COLUMN_PLACEHOLDER]: { description: 'placeholder (do not use)' } },
          }),
    );
  }

  private updateOperatorArgs(model: MutationTableModel): GraphQLFieldConfigArgumentMap {
    const table = model.table;
    const columns = model.update?.columns ?? [];
    const args: GraphQLFieldConfigArgumentMap = {};
    const numeric = incrementable(columns);
    if (numeric.length > 0) {
      args._inc = {
        type: this.columnsInput(incInputTypeName(table), `input type for incrementing numeric columns in table "${table.name}"`, numeric),
        description: 'increments the numeric columns with given value of the filtered values',
      };
    }
    if (columns.length > 0) {
      args._set = {
        type: this.columnsInput(setInputTypeName(table), `input type for updating data in table "${table.name}"`, columns),
        description: 'sets the columns of the filtered rows to the given values',
      };
    }
    return args;
  }

  private pkArgs(table: TableModel): GraphQLFieldConfigArgumentMap {
    return Object.fromEntries((table.primaryKey ?? []).map((c) => [c.name, { type: new GraphQLNonNull(this.types.scalar(c.scalar)) }]));
  }

  private pkColumnsInput(table: TableModel): GraphQLInputObjectType {
    return this.once(pkColumnsInputTypeName(table), () => {
      const fields: GraphQLInputFieldConfigMap = {};
      for (const column of table.primaryKey ?? []) fields[column.name] = { type: new GraphQLNonNull(this.types.scalar(column.scalar)) };
      return new GraphQLInputObjectType({
        name: pkColumnsInputTypeName(table),
        description: `primary key columns input for table: ${table.name}`,
        fields,
      });
    });
  }
}

function nonNullList<T extends GraphQLObjectType | GraphQLInputObjectType | GraphQLEnumType>(type: T) {
  return new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(type)));
}
