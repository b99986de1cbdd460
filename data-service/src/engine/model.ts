import type { BoolExpJson, ColumnMetadata, Registry, TableMetadata } from './registry/types';
import type { CatalogTable, ColumnModel, RelationshipModel, RootFieldModel, TableModel } from './modelTypes';
import { scalarNameOf } from './schema/scalars';
import { buildCatalog } from './catalog';
import { checkPermissionFilter } from './parse/permissionFilter';
import { actionModels, type ActionModel } from './actions/actionModel';
import { mutationTableModels, type MutationTableModel } from './mutationModel';

/**
 * One role's view of the registry: the tables it may select, and of each only the columns it may
 * see. Everything downstream (GraphQL schema, argument parsing, SQL) is built from this, so a column
 * a role may not see cannot appear anywhere in its requests.
 */

export interface RoleModel {
  role: string;
  tables: TableModel[];
  rootFields: ReadonlyMap<string, RootFieldModel>;
  /** Tables the role may insert into, update or delete from (mutationModel.ts). */
  mutationTables: MutationTableModel[];
  /** Actions the role may call (actions/actionModel.ts). */
  actions: ActionModel[];
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
    if (declaresAdminPermission(table)) throw new Error(`registry: ${label}: role ${ADMIN_ROLE} has every permission already; remove its entry`);
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
  // Relationships name known tables and columns; select filters name known columns, relationships, operators.
  const catalog = buildCatalog(registry);
  for (const table of registry.tables) {
    for (const { role, permission } of table.select_permissions) {
      const where = `${table.table.schema}.${table.table.name} select filter of role ${role}`;
      checkPermissionFilter(catalog.get(table.table.name) as CatalogTable, permission.filter, where);
    }
  }
}

export function buildRoleModel(registry: Registry, role: string): RoleModel {
  // Admin has no entries in the registry: it may do everything (see withAdminPermissions).
  if (role === ADMIN_ROLE) registry = withAdminPermissions(registry);
  const tables: TableModel[] = [];
  const rootFields = new Map<string, RootFieldModel>();
  const catalog = buildCatalog(registry);
  const relationshipsOf = new Map<TableModel, Map<string, RelationshipModel>>();
  for (const table of registry.tables) {
    const permission = table.select_permissions.find((p) => p.role === role)?.permission;
    if (!permission) continue;
    const relationships = new Map<string, RelationshipModel>();
    const model = {
      ...tableModel(table, permission.columns, permission.filter, permission.limit),
      allowAggregations: permission.allow_aggregations === true,
      relationships,
      allRelationships: (catalog.get(table.table.name) as CatalogTable).allRelationships,
    };
    tables.push(model);
    relationshipsOf.set(model, relationships);
    rootFields.set(model.name, { kind: 'select', table: model });
    if (model.allowAggregations) rootFields.set(`${model.name}_aggregate`, { kind: 'select_aggregate', table: model });
    if (model.primaryKey) rootFields.set(`${model.name}_by_pk`, { kind: 'select_by_pk', table: model });
  }
  // Linked once every table of the role exists: relationships form cycles (customer → agent → customers).
  const byName = new Map(tables.map((t) => [t.name, t]));
  for (const [model, relationships] of relationshipsOf) {
    for (const rel of model.allRelationships.values()) {
      const remote = byName.get(rel.remote.name);
      if (remote) relationships.set(rel.name, { name: rel.name, kind: rel.kind, remote, mapping: rel.mapping, nonNull: rel.nonNull });
    }
  }
  return { role, tables, rootFields, mutationTables: mutationTableModels(registry, role, tables), actions: actionModels(registry, role) };
}

function tableModel(
  table: TableMetadata,
  allowed: string[],
  filter: BoolExpJson,
  limit: number | undefined,
): Omit<TableModel, 'allowAggregations' | 'relationships' | 'allRelationships'> {
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

/** Hasura's built-in superuser role (admin secret, ops scripts, seeding): every table, column and row. */
export const ADMIN_ROLE = 'admin';

/**
 * The registry as the admin role sees it: on every table a select (with aggregations), insert, update
 * and delete permission on all columns with no filter, check or limit, and every action. Rewriting the
 * registry, rather than special-casing admin where permissions are read, keeps every reader correct.
 */
export function withAdminPermissions(registry: Registry): Registry {
  return {
    ...registry,
    tables: registry.tables.map((table) => {
      const columns = table.columns.map((c) => c.name);
      const others = <P extends { role: string }>(entries: readonly P[] | undefined): P[] =>
        (entries ?? []).filter((entry) => entry.role !== ADMIN_ROLE);
      return {
        ...table,
        select_permissions: [
          ...others(table.select_permissions),
          { role: ADMIN_ROLE, permission: { columns, filter: {}, allow_aggregations: true } },
        ],
        insert_permissions: [...others(table.insert_permissions), { role: ADMIN_ROLE, permission: { columns, check: {} } }],
        update_permissions: [...others(table.update_permissions), { role: ADMIN_ROLE, permission: { columns, filter: {}, check: {} } }],
        delete_permissions: [...others(table.delete_permissions), { role: ADMIN_ROLE, permission: { filter: {} } }],
      };
    }),
    actions: registry.actions?.map((action) => ({
      ...action,
      permissions: [...action.permissions.filter((p) => p.role !== ADMIN_ROLE), { role: ADMIN_ROLE }],
    })),
  };
}

function declaresAdminPermission(table: TableMetadata): boolean {
  const lists = [table.select_permissions, table.insert_permissions, table.update_permissions, table.delete_permissions];
  return lists.some((entries) => entries?.some((entry) => entry.role === ADMIN_ROLE));
}
