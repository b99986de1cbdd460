import type { ColumnMetadata, QualifiedTable, Registry, TableMetadata } from './types';

/** Which column of this table equals which column of the related table. */
export interface ColumnMapping {
  local: string;
  remote: string;
}

/** A single-column foreign key as the database must have it: `table.column` references `references`. */
export interface ForeignKey {
  table: QualifiedTable;
  column: string;
  references: { table: QualifiedTable; column: string };
}

/** A relationship of the registry with its columns worked out, whatever form it was declared in. */
export interface ResolvedRelationship {
  name: string;
  kind: 'object' | 'array';
  /** Registry name of the related table. */
  remote: string;
  mapping: ColumnMapping[];
  /** Set for `foreign_key_constraint_on`: the database must have this key (checked at startup). */
  foreignKey: ForeignKey | undefined;
  /** An object relationship through this table's own non-null foreign key: Hasura v2 types it non-null. */
  nonNull: boolean;
}

const SAFE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const label = (table: QualifiedTable) => `${table.schema}.${table.name}`;
const sameTable = (a: QualifiedTable, b: QualifiedTable) => a.schema === b.schema && a.name === b.name;

/**
 * Every table's relationships, keyed by table name, with their column mappings. `foreign_key_constraint_on`
 * names only a column, as in Hasura's metadata; the other end comes from the registry so that the schema
 * can be built without a database: the column's `references`, else an array relationship declaring the
 * same key from the other side, else the table named by the column (`customer_id` → `customer`, by its
 * primary key). The database check at startup confirms each such key exists. Throws on a registry mistake.
 */
export function resolveRelationships(registry: Registry): Map<string, ResolvedRelationship[]> {
  const find = (table: QualifiedTable, where: string): TableMetadata => {
    const found = registry.tables.find((t) => sameTable(t.table, table));
    if (!found) throw new Error(`registry: ${where}: table ${label(table)} is not in the registry`);
    return found;
  };
  const column = (table: TableMetadata, name: string, where: string): ColumnMetadata => {
    const found = table.columns.find((c) => c.name === name);
    if (!found) throw new Error(`registry: ${where}: ${label(table.table)} has no column ${name}`);
    return found;
  };
  const singlePrimaryKey = (table: TableMetadata, where: string): string => {
    if (table.primary_key.length !== 1) {
      throw new Error(`registry: ${where}: ${label(table.table)} has no single-column primary key; declare the column's references`);
    }
    return table.primary_key[0];
  };

  /** The row a foreign key column of `table` points at. */
  const referencedBy = (table: TableMetadata, fkColumn: ColumnMetadata, where: string) => {
    if (fkColumn.references) {
      const target = find(fkColumn.references.table, where);
      column(target, fkColumn.references.column, where);
      return { target, column: fkColumn.references.column };
    }
    const inverse = registry.tables.find((other) =>
      (other.array_relationships ?? []).some((rel) => {
        const using = rel.using;
        return 'foreign_key_constraint_on' in using && sameTable(using.foreign_key_constraint_on.table, table.table) &&
          using.foreign_key_constraint_on.column === fkColumn.name;
      }),
    );
    if (inverse) return { target: inverse, column: singlePrimaryKey(inverse, where) };
    const named = fkColumn.name.endsWith('_id')
      ? registry.tables.find((t) => sameTable(t.table, { schema: table.table.schema, name: fkColumn.name.slice(0, -3) }))
      : undefined;
    if (named) return { target: named, column: singlePrimaryKey(named, where) };
    throw new Error(`registry: ${where}: cannot tell which table ${fkColumn.name} references; declare the column's references`);
  };

  const result = new Map<string, ResolvedRelationship[]>();
  for (const table of registry.tables) {
    const taken = new Set(table.columns.map((c) => c.name));
    const claim = (name: string, where: string) => {
      if (!SAFE_NAME.test(name)) throw new Error(`registry: ${where}: '${name}' is not a lower-case SQL/GraphQL name`);
      if (taken.has(name)) throw new Error(`registry: ${where}: '${name}' is already a column or relationship`);
      taken.add(name);
    };
    const resolved: ResolvedRelationship[] = [];

    for (const rel of table.object_relationships ?? []) {
      const where = `${label(table.table)} object relationship ${rel.name}`;
      claim(rel.name, where);
      if ('foreign_key_constraint_on' in rel.using) {
        const local = column(table, rel.using.foreign_key_constraint_on, where);
        const { target, column: remoteColumn } = referencedBy(table, local, where);
        resolved.push({
          name: rel.name,
          kind: 'object',
          remote: target.table.name,
          mapping: [{ local: local.name, remote: remoteColumn }],
          foreignKey: { table: table.table, column: local.name, references: { table: target.table, column: remoteColumn } },
          nonNull: !local.nullable,
        });
      } else {
        const { remote_table, column_mapping } = rel.using.manual_configuration;
        resolved.push(manual(rel.name, 'object', remote_table, column_mapping, where));
      }
    }

    for (const rel of table.array_relationships ?? []) {
      const where = `${label(table.table)} array relationship ${rel.name}`;
      claim(rel.name, where);
      claim(`${rel.name}_aggregate`, where);
      if ('foreign_key_constraint_on' in rel.using) {
        const { table: remoteTable, column: remoteColumnName } = rel.using.foreign_key_constraint_on;
        const target = find(remoteTable, where);
        const remoteColumn = column(target, remoteColumnName, where);
        const references = remoteColumn.references;
        if (references && !sameTable(references.table, table.table)) {
          throw new Error(`registry: ${where}: ${label(remoteTable)}.${remoteColumnName} references ${label(references.table)}, not this table`);
        }
        const localColumn = references ? references.column : singlePrimaryKey(table, where);
        column(table, localColumn, where);
        resolved.push({
          name: rel.name,
          kind: 'array',
          remote: target.table.name,
          mapping: [{ local: localColumn, remote: remoteColumnName }],
          foreignKey: { table: remoteTable, column: remoteColumnName, references: { table: table.table, column: localColumn } },
          nonNull: false,
        });
      } else {
        const { remote_table, column_mapping } = rel.using.manual_configuration;
        resolved.push(manual(rel.name, 'array', remote_table, column_mapping, where));
      }
    }
    result.set(table.table.name, resolved);

    function manual(
      name: string,
      kind: 'object' | 'array',
      remoteTable: QualifiedTable,
      columnMapping: Record<string, string>,
      where: string,
    ): ResolvedRelationship {
      const target = find(remoteTable, where);
      const mapping = Object.entries(columnMapping).map(([local, remote]) => {
        column(table, local, where);
        column(target, remote, where);
        return { local, remote };
      });
      if (mapping.length === 0) throw new Error(`registry: ${where}: column_mapping is empty`);
      return { name, kind, remote: target.table.name, mapping, foreignKey: undefined, nonNull: false };
    }
  }
  return result;
}
