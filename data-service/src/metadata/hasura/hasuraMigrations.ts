import { BOOKKEEPING_DDL, BOOKKEEPING_SCHEMA } from '../../migrate/bookkeeping';
import type { Migration } from '../../migrate/migrations';

/**
 * The data service's migrations in the Hasura CLI's layout: `0001_partner.sql` becomes
 * `migrations/default/1_partner/up.sql` (the CLI reads the leading number as the version, any width).
 * Each up.sql is the file verbatim, then the record the data service itself would write, so the service
 * started on a database Hasura migrated finds every migration applied and runs none again.
 */

export interface HasuraMigration {
  /** Directory under `migrations/default/`, e.g. `1_partner`. */
  directory: string;
  upSql: string;
}

const VERSION = /^(\d+)_([a-z0-9_]+)$/;

/** `0001_partner` → `1_partner`: the same number and name, as Hasura prints its versions. */
export function hasuraMigrationDirectory(version: string): string {
  const match = VERSION.exec(version);
  if (!match) throw new Error(`migration ${version}: expected a version like 0001_some_name`);
  return `${Number(match[1])}_${match[2]}`;
}

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Comments, quoted text and dollar-quoted bodies (a function's BEGIN … END is no transaction). */
const NOT_STATEMENTS = /--[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^']|'')*'|"(?:[^"]|"")*"|\$([A-Za-z_][A-Za-z0-9_]*)?\$[\s\S]*?\$\1\$/g;
const TRANSACTION_CONTROL = /^(BEGIN|START\s+TRANSACTION|COMMIT|END|ROLLBACK|ABORT|SAVEPOINT|RELEASE)\b/i;

/**
 * Hasura runs each up.sql in a transaction, as the data service runs each migration: a file that
 * commits or rolls back by itself would break both, so it stops the export.
 */
export function assertNoTransactionControl(migration: Migration): void {
  const statements = migration.sql.replace(NOT_STATEMENTS, ' ').split(';').map((statement) => statement.trim());
  const control = statements.find((statement) => TRANSACTION_CONTROL.test(statement));
  if (control !== undefined) {
    throw new Error(
      `migration ${migration.version}.sql controls its own transaction (${control.split(/\s/)[0]}); ` +
        'Hasura and the data service each run a migration in one transaction, so leave BEGIN/COMMIT out',
    );
  }
}

export function hasuraMigration(migration: Migration): HasuraMigration {
  assertNoTransactionControl(migration);
  const sql = migration.sql.endsWith('\n') ? migration.sql : `${migration.sql}\n`;
  const record = [
    '',
    `-- Recorded for the data service (data-service/src/migrate/bookkeeping.ts): started on this database,`,
    `-- it finds ${migration.version} applied and does not run it again.`,
    BOOKKEEPING_DDL.trimEnd(),
    `INSERT INTO ${BOOKKEEPING_SCHEMA}.schema_migrations (version, checksum)`,
    `VALUES (${sqlText(migration.version)}, ${sqlText(migration.checksum)})`,
    'ON CONFLICT (version) DO NOTHING;',
    '',
  ].join('\n');
  return { directory: hasuraMigrationDirectory(migration.version), upSql: `${sql}${record}` };
}
