import type { ColumnModel, TableModel } from './modelTypes';
import type { BoolExpJson, ColumnPresets, Registry, TableMetadata } from './registry/types';

/**
 * One role's insert, update and delete permissions on a table, as the mutation schema and parser need
 * them. As in Hasura, preset columns (`set`) are not part of the input types at all: the server fills
 * them, so a client can never override a preset.
 */

export interface InsertModel {
  /** Columns the role may give values for (permitted, and without a preset). */
  columns: ColumnModel[];
  check: BoolExpJson;
  presets: ReadonlyMap<ColumnModel, unknown>;
}

export interface UpdateModel {
  /** Columns the role may set or increment (permitted, and without a preset). */
  columns: ColumnModel[];
  filter: BoolExpJson;
  /** Checked on the rows after the update; absent means no check. */
  check: BoolExpJson | undefined;
  presets: ReadonlyMap<ColumnModel, unknown>;
}

export interface DeleteModel {
  filter: BoolExpJson;
}

export interface MutationTableModel {
  /** The role's select view of the table: `where`, `returning` and primary-key arguments are built on it. */
  table: TableModel;
  insert: InsertModel | undefined;
  update: UpdateModel | undefined;
  delete: DeleteModel | undefined;
  /**
   * The primary key constraint, the one `on_conflict` may name (PostgreSQL's default name
   * `<table>_pkey`: the registry does not list other unique constraints).
   */
  primaryKeyConstraint: { name: string; columns: readonly string[] } | undefined;
}

export type MutationFieldKind = 'insert' | 'insert_one' | 'update' | 'update_by_pk' | 'delete' | 'delete_by_pk';

/** One root field of `mutation_root` on a table. */
export interface MutationFieldModel {
  name: string;
  kind: MutationFieldKind;
  model: MutationTableModel;
}

/**
 * The table fields of `mutation_root`, as Hasura names them. `_by_pk` fields need the primary key to
 * be selectable (as `t_by_pk` does); an insert needs a column to give, an update something to set.
 */
export function mutationFieldModels(tables: readonly MutationTableModel[]): MutationFieldModel[] {
  const fields: MutationFieldModel[] = [];
  for (const model of tables) {
    const name = model.table.name;
    const add = (kind: MutationFieldKind, fieldName: string) => fields.push({ name: fieldName, kind, model });
    const byPk = model.table.primaryKey !== undefined;
    if (model.insert && model.insert.columns.length > 0) {
      add('insert', `insert_${name}`);
      add('insert_one', `insert_${name}_one`);
    }
    if (model.update && (model.update.columns.length > 0 || model.update.presets.size > 0)) {
      add('update', `update_${name}`);
      if (byPk) add('update_by_pk', `update_${name}_by_pk`);
    }
    if (model.delete) {
      add('delete', `delete_${name}`);
      if (byPk) add('delete_by_pk', `delete_${name}_by_pk`);
    }
  }
  return fields;
}

/**
 * The tables the role may insert into, update or delete from. Like Hasura's `returning`, `_by_pk`
 * and `where`, these need the role's select permission on the table; a table the role may change but
 * not read gets no mutation fields here (no registry entry needs that).
 */
export function mutationTableModels(registry: Registry, role: string, selectable: readonly TableModel[]): MutationTableModel[] {
  const byName = new Map(selectable.map((t) => [t.name, t]));
  const models: MutationTableModel[] = [];
  for (const metadata of registry.tables) {
    const table = byName.get(metadata.table.name);
    if (!table) continue;
    const insert = metadata.insert_permissions?.find((p) => p.role === role)?.permission;
    const update = metadata.update_permissions?.find((p) => p.role === role)?.permission;
    const del = metadata.delete_permissions?.find((p) => p.role === role)?.permission;
    if (!insert && !update && !del) continue;
    models.push({
      table,
      insert: insert && {
        columns: writableColumns(table, insert.columns, insert.set),
        check: insert.check,
        presets: presetMap(table, insert.set),
      },
      update: update && {
        columns: writableColumns(table, update.columns, update.set),
        filter: update.filter,
        check: update.check,
        presets: presetMap(table, update.set),
      },
      delete: del && { filter: del.filter },
      primaryKeyConstraint:
        metadata.primary_key.length > 0 ? { name: `${metadata.table.name}_pkey`, columns: metadata.primary_key } : undefined,
    });
  }
  return models;
}

function writableColumns(table: TableModel, permitted: readonly string[], presets: ColumnPresets | undefined): ColumnModel[] {
  const allowed = new Set(permitted);
  return [...table.allColumnsByName.values()].filter((c) => allowed.has(c.name) && !(presets && c.name in presets));
}

function presetMap(table: TableModel, presets: ColumnPresets | undefined): Map<ColumnModel, unknown> {
  return new Map(Object.entries(presets ?? {}).map(([name, value]) => [table.allColumnsByName.get(name) as ColumnModel, value]));
}

/** Throws on a mutation permission naming an unknown column, so a typo fails at startup. */
export function validateMutationPermissions(registry: Registry): void {
  for (const table of registry.tables) {
    const label = `${table.table.schema}.${table.table.name}`;
    const known = new Set(table.columns.map((c) => c.name));
    const check = (role: string, what: string, names: readonly string[]) => {
      for (const name of names) {
        if (!known.has(name)) throw new Error(`registry: ${label}: role ${role} ${what} unknown column ${name}`);
      }
    };
    for (const { role, permission } of table.insert_permissions ?? []) {
      check(role, 'inserts', permission.columns);
      check(role, 'presets', Object.keys(permission.set ?? {}));
    }
    for (const { role, permission } of table.update_permissions ?? []) {
      check(role, 'updates', permission.columns);
      check(role, 'presets', Object.keys(permission.set ?? {}));
    }
    checkSingleEntryPerRole(label, table);
  }
}

function checkSingleEntryPerRole(label: string, table: TableMetadata): void {
  const lists = { insert: table.insert_permissions, update: table.update_permissions, delete: table.delete_permissions };
  for (const [kind, entries] of Object.entries(lists)) {
    const roles = (entries ?? []).map((e) => e.role);
    const twice = roles.find((role, i) => roles.indexOf(role) !== i);
    if (twice) throw new Error(`registry: ${label}: role ${twice} has two ${kind} permissions`);
  }
}
