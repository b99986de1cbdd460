import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { completeJobs, failJobsById } from 'pg-boss/src/plans';
import PgBoss from 'pg-boss';
import type { Database, Queryable, Row } from '../src/db/types';
import { pgBossDb, PGBOSS_SCHEMA } from '../src/jobs/pgBossDb';

/** pg-boss's statements through our database (jobs/pgBossDb.ts), against a recording stand-in. */

function recorder(failing: (sql: string) => boolean = () => false) {
  const calls: string[] = [];
  const handle: Queryable = {
    async query<T extends Row = Row>(sql: string) {
      calls.push(`query ${sql.trim().split('\n')[0]}`);
      if (failing(sql)) throw new Error('connection lost');
      return { rows: [{ x: 1 } as Row as T] };
    },
    async exec(sql) {
      calls.push(`exec ${sql.trim()}`);
    },
  };
  const db = {
    ...handle,
    kind: 'pglite',
    description: 'test',
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      calls.push('begin');
      const result = await fn(handle);
      calls.push('commit');
      return result;
    },
    close: async () => undefined,
  } satisfies Database;
  return { db, calls };
}

describe("pg-boss's database adapter", () => {
  it('runs a BEGIN … COMMIT script (schema creation, maintenance) as one exec inside our own transaction', async () => {
    const { db, calls } = recorder();
    const script = PgBoss.getConstructionPlans(PGBOSS_SCHEMA);
    assert.match(script, /^\s*BEGIN;/);
    const result = await pgBossDb(db, () => undefined).executeSql(script, []);
    assert.deepEqual(result.rows, []);
    assert.equal(calls.length, 3);
    assert.equal(calls[0], 'begin');
    assert.match(calls[1], /^exec SET LOCAL lock_timeout/);
    assert.doesNotMatch(calls[1], /BEGIN;|COMMIT;/);
    assert.equal(calls[2], 'commit');
  });

  it('sends every other statement through query, with its rows', async () => {
    const { db, calls } = recorder();
    const result = await pgBossDb(db, () => undefined).executeSql('SELECT version from pgboss.version', undefined as unknown as unknown[]);
    assert.deepEqual(result.rows, [{ x: 1 }]);
    assert.deepEqual(calls, ['query SELECT version from pgboss.version']);
  });

  it('never rejects the completions pg-boss does not await (an unhandled rejection ends the process), and reports them', async () => {
    const { db } = recorder(() => true);
    const reported: unknown[] = [];
    const adapter = pgBossDb(db, (error) => reported.push(error));
    for (const sql of [completeJobs(PGBOSS_SCHEMA), failJobsById(PGBOSS_SCHEMA)]) {
      const result = await adapter.executeSql(sql, ['queue', ['id'], null]);
      assert.deepEqual(result.rows, [{ count: '0' }], 'what pg-boss reads: nothing was affected');
    }
    assert.equal(reported.length, 2);
    await assert.rejects(adapter.executeSql('SELECT 1', []), /connection lost/, 'any other statement fails to its caller');
  });
});
