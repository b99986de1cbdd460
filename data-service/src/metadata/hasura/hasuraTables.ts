import type {
  ArrayRelationship as HasuraArrayRelationship,
  ArrRelUsing,
  DeletePermissionEntry,
  InsertPermissionEntry,
  ObjectRelationship as HasuraObjectRelationship,
  ObjRelUsing,
  QualifiedTable as HasuraQualifiedTable,
  SelectPermission as HasuraSelectPermission,
  SelectPermissionEntry,
  TableEntry,
  UpdatePermissionEntry,
} from '@hasura/metadata';
import type { ArrayRelationship, BoolExpJson, ColumnPresets, ObjectRelationship, QualifiedTable, TableMetadata } from '../../engine/registry/types';
import { byName, byRole, compareText } from './stableOrder';

/**
 * One table of the registry as Hasura's metadata (`databases/default/tables/public_<table>.yaml`):
 * relationships and permissions, without the column types (Hasura reads those from the database).
 * Lists are sorted (relationships by name, permissions by role, columns by name), so they do not move
 * with the registry's order.
 */

/** Hasura's type for a boolean expression; the registry's holds the same JSON, typed loosely. */
type HasuraBoolExp = NonNullable<HasuraSelectPermission['filter']>;
const boolExp = (expression: BoolExpJson) => expression as HasuraBoolExp;

/** Hasura's type for column presets (session variables or literal values). */
type HasuraPresets = { [column: string]: string };
const presets = (set: ColumnPresets) => set as HasuraPresets;

const sorted = (columns: readonly string[]) => [...columns].sort(compareText);

const qualified = (table: QualifiedTable): HasuraQualifiedTable => ({ name: table.name, schema: table.schema });

function objectRelationshipUsing(using: ObjectRelationship['using']): ObjRelUsing {
  if ('foreign_key_constraint_on' in using) return { foreign_key_constraint_on: using.foreign_key_constraint_on };
  const { remote_table, column_mapping } = using.manual_configuration;
  return { manual_configuration: { remote_table: qualified(remote_table), column_mapping: { ...column_mapping } } };
}

function arrayRelationshipUsing(using: ArrayRelationship['using']): ArrRelUsing {
  if ('foreign_key_constraint_on' in using) {
    const { column, table } = using.foreign_key_constraint_on;
    return { foreign_key_constraint_on: { column, table: qualified(table) } };
  }
  const { remote_table, column_mapping } = using.manual_configuration;
  return { manual_configuration: { remote_table: qualified(remote_table), column_mapping: { ...column_mapping } } };
}

/** `public_partner.yaml`: the file name Hasura gives a table's metadata. */
export function tableFileName(table: TableMetadata): string {
  return `${table.table.schema}_${table.table.name}.yaml`;
}

export function hasuraTableEntry(table: TableMetadata): TableEntry {
  const objectRelationships = byName(table.object_relationships).map(
    (relationship): HasuraObjectRelationship => ({ name: relationship.name, using: objectRelationshipUsing(relationship.using) }),
  );
  const arrayRelationships = byName(table.array_relationships).map(
    (relationship): HasuraArrayRelationship => ({ name: relationship.name, using: arrayRelationshipUsing(relationship.using) }),
  );
  const insertPermissions = byRole(table.insert_permissions).map(
    ({ role, permission }): InsertPermissionEntry => ({
      role,
      permission: {
        check: boolExp(permission.check),
        ...(permission.set ? { set: presets(permission.set) } : {}),
        columns: sorted(permission.columns),
      },
    }),
  );
  const selectPermissions = byRole(table.select_permissions).map(
    ({ role, permission }): SelectPermissionEntry => ({
      role,
      permission: {
        columns: sorted(permission.columns),
        filter: boolExp(permission.filter),
        ...(permission.limit !== undefined ? { limit: permission.limit } : {}),
        ...(permission.allow_aggregations ? { allow_aggregations: true } : {}),
      },
    }),
  );
  const updatePermissions = byRole(table.update_permissions).map(
    ({ role, permission }): UpdatePermissionEntry => ({
      role,
      permission: {
        columns: sorted(permission.columns),
        filter: boolExp(permission.filter),
        ...(permission.check ? { check: boolExp(permission.check) } : {}),
        ...(permission.set ? { set: presets(permission.set) } : {}),
      },
    }),
  );
  const deletePermissions = byRole(table.delete_permissions).map(
    ({ role, permission }): DeletePermissionEntry => ({ role, permission: { filter: boolExp(permission.filter) } }),
  );

  // Empty lists are left out, as Hasura leaves them out.
  return {
    table: qualified(table.table),
    ...(objectRelationships.length > 0 ? { object_relationships: objectRelationships } : {}),
    ...(arrayRelationships.length > 0 ? { array_relationships: arrayRelationships } : {}),
    ...(insertPermissions.length > 0 ? { insert_permissions: insertPermissions } : {}),
    ...(selectPermissions.length > 0 ? { select_permissions: selectPermissions } : {}),
    ...(updatePermissions.length > 0 ? { update_permissions: updatePermissions } : {}),
    ...(deletePermissions.length > 0 ? { delete_permissions: deletePermissions } : {}),
  };
}
