import type { BoolExpJson, ColumnMetadata, PgType, Registry, TableMetadata } from './registry/types';
import { scalarNameOf } from './schema/scalars';

/**
 * One role's view of the registry: the tables it may select, and of each only the columns it may
 * see. Everything downstream (GraphQL schema, argument parsing, SQL) is built from this, so a column
 * a role may not see cannot appear anywhere in its requests.
 */

export interface ColumnModel {
  name: string;
  pgType: PgType;
  nullable: boolean;
  /** GraphQL scalar name, e.g. `String`, `uuid`. */
  scalar: string;
}

export interface TableModel {
  /** GraphQL name, also the root field name: `partner`. */
  name: string;
  schema: string;
  /** Columns this role may select, in registry order. */
  columns: ColumnModel[];
  columnsByName: ReadonlyMap<string, ColumnModel>;
  /** Every column, for permission filters (which may name columns the role cannot select). */
  allColumnsByName: ReadonlyMap<string, ColumnModel>;
  /** Present when the role may see every primary-key column (then `t_by_pk` exists). */
  primaryKey: ColumnModel[] | undefined;
  filter: BoolExpJson;
  limit: number | undefined;
}

export type RootFieldModel = { kind: 'select'; table: TableModel } | { kind: 'select_by_pk'; table: TableModel };

export interface RoleModel {
  role: string;
  tables: TableModel[];
  rootFields: ReadonlyMap<string, RootFieldModel>;
}

// Names become SQL identifiers and GraphQL names; this pattern is safe for both.
const SAFE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Throws on a registry mistake (unknown column, bad name), so a typo fails at startup, not on a request. */
export function validateRegistry(registry: Registry): void {
  const seen = new Set<string>();
  for (const table of registry.tables) {
    const label = `${table.table.schema}.${table.table.name}`;
    for (const name of [table.table.schema, table.table.name, ...table.columns.map((c) => c.name)]) {
      if (!SAFE_NAME.test(name)) throw new Error(`registry: ${label}: '${name}' is not a lower-case SQL/GraphQL name`);
    }
    if (seen.has(table.table.name)) throw new Error(`registry: table name ${table.table.name} is used twice`);
    seen.add(table.table.name);
    const columnNames = new Set(table.columns.map((c) => c.name));
    for (const pk of table.primary_key) {
      if (!columnNames.has(pk)) throw new Error(`registry: ${label}: primary key column ${pk} is not declared`);
    }
    for (const { role, permission } of table.select_permissions) {
      for (const column of permission.columns) {
        if (!columnNames.has(column)) throw new Error(`registry: ${label}: role ${role} selects unknown column ${column}`);
      }
      if (permission.limit !== undefined && (!Number.isInteger(permission.limit) || permission.limit < 0)) {
        throw new Error(`registry: ${label}: role ${role} has an invalid limit`);
      }
    }
  }
}

export function buildRoleModel(registry: Registry, role: string): RoleModel {
  const tables: TableModel[] = [];
  const rootFields = new Map<string, RootFieldModel>();
  for (const table of registry.tables) {
    const permission = table.select_permissions.find((p) => p.role === role)?.permission;
    if (!permission) continue;
    const model = tableModel(table, permission.columns, permission.filter, permission.limit);
    tables.push(model);
    rootFields.set(model.name, { kind: 'select', table: model });
    if (model.primaryKey) rootFields.set(`${model.name}_by_pk`, { kind: 'select_by_pk', table: model });
  }
  return { role, tables, rootFields };
}

function tableModel(table: TableMetadata, allowed: string[], filter: BoolExpJson, limit: number | undefined): TableModel {
  const all = table.columns.map(columnModel);
  const allowedSet = new Set(allowed);
  const columns = all.filter((c) => allowedSet.has(c.name));
  const columnsByName = new Map(columns.map((c) => [c.name, c]));
  const pk = table.primary_key.map((name) => columnsByName.get(name));
  return {
    name: table.table.name,
    schema: table.table.schema,
    columns,
    columnsByName,
    allColumnsByName: new Map(all.map((c) => [c.name, c])),
    primaryKey: pk.length > 0 && pk.every((c) => c !== undefined) ? (pk as ColumnModel[]) : undefined,
    filter,
    limit,
  };
}

function columnModel(column: ColumnMetadata): ColumnModel {
  return { name: column.name, pgType: column.type, nullable: column.nullable, scalar: scalarNameOf(column.type) };
}
