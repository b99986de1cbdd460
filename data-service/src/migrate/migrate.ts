import type { Database } from '../db/types';
import { BOOKKEEPING_SCHEMA, lockAndPrepareBookkeeping } from './bookkeeping';
import { loadMigrations, type Migration } from './migrations';

/**
 * Applies the migrations not yet recorded, in order, each in its own transaction together with its
 * record. Returns the versions applied now. An applied file that was edited afterwards stops the
 * start: the database would no longer match what the files say.
 */
export async function migrate(db: Database, migrations: Migration[] = loadMigrations()): Promise<string[]> {
  const applied = await db.transaction(async (tx) => {
    await lockAndPrepareBookkeeping(tx);
    const { rows } = await tx.query<{ version: string; checksum: string }>(
      `SELECT version, checksum FROM ${BOOKKEEPING_SCHEMA}.schema_migrations`,
    );
    return new Map(rows.map((row) => [row.version, row.checksum]));
  });

  for (const migration of migrations) {
    const checksum = applied.get(migration.version);
    if (checksum !== undefined && checksum !== migration.checksum) {
      throw new Error(
        `migration ${migration.version}.sql changed after it was applied; add a new migration instead ` +
          '(or, for a local database, delete DATA_DIR to start over)',
      );
    }
  }

  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    const ran = await db.transaction(async (tx) => {
      await lockAndPrepareBookkeeping(tx);
      // Another replica may have applied it while we waited for the lock.
      const { rows } = await tx.query(
        `SELECT 1 FROM ${BOOKKEEPING_SCHEMA}.schema_migrations WHERE version = $1`,
        [migration.version],
      );
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query(`INSERT INTO ${BOOKKEEPING_SCHEMA}.schema_migrations (version, checksum) VALUES ($1, $2)`, [
        migration.version,
        migration.checksum,
      ]);
      return true;
    });
    if (ran) done.push(migration.version);
  }
  return done;
}
