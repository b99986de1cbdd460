import type { Queryable } from '../../db/types';
import { resolveRelationships, type ForeignKey } from './relationships';
import type { PgType, Registry } from './types';

/** How information_schema names each registry type (`udt_name`). */
const UDT_NAME: Record<PgType, string> = {
  uuid: 'uuid',
  text: 'text',
  boolean: 'bool',
  timestamptz: 'timestamptz',
  integer: 'int4',
  bigint: 'int8',
  numeric: 'numeric',
  date: 'date',
  jsonb: 'jsonb',
};

/**
 * Compares the registry with the migrated database, so a column renamed in a migration but not in
 * the registry stops the start with a list of differences instead of failing requests later. Every
 * `foreign_key_constraint_on` relationship must match a foreign key of the database, whichever way
 * the registry found its other end (see resolveRelationships).
 */
export async function checkRegistryAgainstDatabase(db: Queryable, registry: Registry): Promise<void> {
  const problems: string[] = [];
  for (const { table, columns } of registry.tables) {
    const { rows } = await db.query<{ column_name: string; udt_name: string; is_nullable: string }>(
      `SELECT column_name, udt_name, is_nullable FROM information_schema.columns
       WHERE table_schema = $1 AND table_name = $2`,
      [table.schema, table.name],
    );
    if (rows.length === 0) {
      problems.push(`table ${table.schema}.${table.name} does not exist`);
      continue;
    }
    const actual = new Map(rows.map((row) => [row.column_name, row]));
    for (const column of columns) {
      const found = actual.get(column.name);
      const label = `${table.schema}.${table.name}.${column.name}`;
      if (!found) problems.push(`column ${label} does not exist`);
      else if (found.udt_name !== UDT_NAME[column.type]) {
        problems.push(`column ${label} is ${found.udt_name} in the database but ${column.type} in the registry`);
      } else if ((found.is_nullable === 'YES') !== column.nullable) {
        problems.push(`column ${label} nullability differs (database: ${found.is_nullable === 'YES' ? 'null' : 'not null'})`);
      }
    }
  }
  problems.push(...(await missingForeignKeys(db, registry)));
  if (problems.length > 0) throw new Error(`the registry does not match the database:\n  ${problems.join('\n  ')}`);
}

const keyText = (fk: ForeignKey) =>
  `${fk.table.schema}.${fk.table.name}.${fk.column} → ${fk.references.table.schema}.${fk.references.table.name}.${fk.references.column}`;

async function missingForeignKeys(db: Queryable, registry: Registry): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    `SELECT cn.nspname || '.' || c.relname || '.' || a.attname || ' → ' || fn.nspname || '.' || f.relname || '.' || fa.attname AS "key"
     FROM pg_constraint k
     JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace cn ON cn.oid = c.relnamespace
     JOIN pg_class f ON f.oid = k.confrelid JOIN pg_namespace fn ON fn.oid = f.relnamespace
     JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
     JOIN pg_attribute fa ON fa.attrelid = k.confrelid AND fa.attnum = k.confkey[1]
     WHERE k.contype = 'f' AND cardinality(k.conkey) = 1`,
  );
  const existing = new Set(rows.map((row) => row.key));
  const problems: string[] = [];
  for (const [table, relationships] of resolveRelationships(registry)) {
    for (const rel of relationships) {
      if (rel.foreignKey && !existing.has(keyText(rel.foreignKey))) {
        problems.push(
          `relationship ${table}.${rel.name}: the database has no foreign key ${keyText(rel.foreignKey)} (declare the column's references)`,
        );
      }
    }
  }
  return problems;
}
