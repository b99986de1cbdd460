import type PgBoss from 'pg-boss';
import { completeJobs, failJobsById } from 'pg-boss/src/plans';
import type { Database, Queryable } from '../db/types';

/** pg-boss's schema: apart from ours (`public`, `data_service`), so migrations, the registry check and the Hasura export never see it. */
export const PGBOSS_SCHEMA = 'pgboss';

// pg-boss sends its schema creation, migrations and maintenance as one script without parameters, wrapped in
// BEGIN … COMMIT (plans.js `locked`). Run inside our own transaction instead: PGlite's `query` takes one
// statement, and a failed script would leave a PostgreSQL pool connection in an aborted transaction.
const LOCKED_SCRIPT = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/;

// Its worker completes or fails a batch without awaiting the promise: a lost connection there would be an
// unhandled rejection, which ends the process. A completion that does not reach the database leaves the job
// active; it expires and runs again, and every job's effect is idempotent.
const UNAWAITED = new Set([completeJobs(PGBOSS_SCHEMA), failJobsById(PGBOSS_SCHEMA)]);

/**
 * pg-boss's database (`db: { executeSql }`) over ours: the database itself, or an open transaction (a job
 * sent in it exists if and only if it commits). Every statement goes through our adapters, so PGlite's one
 * queue, PostgreSQL's pool, its timeouts and the outage log apply to the jobs' statements as to any other.
 */
export function pgBossDb(db: Database | Queryable, onUnawaitedFailure: (error: unknown) => void): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values === undefined || values.length === 0) {
        const script = LOCKED_SCRIPT.exec(text);
        if (script) {
          const body = script[1];
          await ('transaction' in db ? db.transaction((tx) => tx.exec(body)) : db.exec(body));
          return { rows: [] };
        }
      }
      try {
        return await db.query(text, values, { background: true });
      } catch (error) {
        if (!UNAWAITED.has(text)) throw error;
        onUnawaitedFailure(error);
        return { rows: [{ count: '0' }] };
      }
    },
  };
}
