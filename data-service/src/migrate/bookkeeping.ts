import type { Queryable } from '../db/types';

/**
 * The service's own bookkeeping lives in schema `data_service`, apart from the app's tables in
 * `public`, so a real Hasura tracking `public` never sees it.
 */
export const BOOKKEEPING_SCHEMA = 'data_service';

/**
 * Creates the bookkeeping tables if absent. Also run by each exported Hasura migration
 * (src/metadata/hasura/hasuraMigrations.ts), so both create them alike.
 */
export const BOOKKEEPING_DDL = `CREATE SCHEMA IF NOT EXISTS ${BOOKKEEPING_SCHEMA};
CREATE TABLE IF NOT EXISTS ${BOOKKEEPING_SCHEMA}.schema_migrations (
  version text PRIMARY KEY,
  checksum text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS ${BOOKKEEPING_SCHEMA}.seed_runs (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
`;

/** One advisory lock for migrations and seeding: replicas starting together take turns. */
const SETUP_LOCK_KEY = 4_851_230_117;

/** Call first inside a transaction: waits for the lock (held until COMMIT) and creates the tables. */
export async function lockAndPrepareBookkeeping(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [SETUP_LOCK_KEY]);
  await tx.exec(BOOKKEEPING_DDL);
}
