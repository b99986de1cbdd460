import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, it } from 'node:test';
import { SWEEP_RATE_LIMIT_BUCKETS } from '../src/jobs/definitions';
import { startTestService, type TestService } from './support/testService';

/**
 * The service's jobs (jobs/definitions.ts), on PGlite and PostgreSQL: started with the service and on
 * `RunningService.jobs`; the rate-limit bucket sweep on its 5-minute schedule deletes the buckets that have
 * refilled and keeps those in use; and `DATA_SERVICE_JOBS=false` sends without running.
 */

const STALE_BUCKETS = `
INSERT INTO public.rate_limit_bucket (scope, key, tokens, granted, updated_at) VALUES
  ('anonymous-root-fields', 'refilled', 0, 0, now() - interval '2 minutes'),
  ('anonymous-root-fields', 'in-use', 0, 0, now()),
  ('anonymous-lookup-misses', 'refilled', 0, 0, now() - interval '2 hours'),
  ('anonymous-lookup-misses', 'in-use', 0, 0, now() - interval '30 minutes'),
  ('policy-number-guesses', 'refilled', 0, 0, now() - interval '25 hours'),
  ('policy-number-guesses', 'in-use', 0, 0, now() - interval '2 hours')`;

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe("the service's jobs", () => {
  let ds: TestService | undefined;
  afterEach(async () => {
    await ds?.stop();
    ds = undefined;
  });

  const buckets = async () => {
    const { rows } = await (ds as TestService).service.db.query<{ bucket: string }>(
      `SELECT scope || ' ' || key AS bucket FROM public.rate_limit_bucket ORDER BY 1`,
    );
    return rows.map((row) => row.bucket);
  };

  it('sweeps the refilled rate-limit buckets and keeps those in use, on a 5-minute schedule', async () => {
    ds = await startTestService();
    const { db, jobs } = ds.service;
    await db.exec(STALE_BUCKETS);
    await jobs.send(SWEEP_RATE_LIMIT_BUCKETS, {});
    await waitFor('the sweep', async () => !(await buckets()).some((bucket) => bucket.endsWith(' refilled')));
    assert.deepEqual(await buckets(), ['anonymous-lookup-misses in-use', 'anonymous-root-fields in-use', 'policy-number-guesses in-use']);
    const { rows } = await db.query(`SELECT cron, timezone FROM pgboss.schedule WHERE name = $1`, [SWEEP_RATE_LIMIT_BUCKETS]);
    assert.deepEqual(rows, [{ cron: '*/5 * * * *', timezone: 'Africa/Lagos' }]);
  });

  it('with DATA_SERVICE_JOBS=false, sends jobs but runs none', async () => {
    ds = await startTestService({ config: { runJobs: false } });
    const { db, jobs } = ds.service;
    await db.exec(STALE_BUCKETS);
    await jobs.send(SWEEP_RATE_LIMIT_BUCKETS, {});
    await sleep(2500); // more than two polls of a working process
    assert.equal((await buckets()).length, 6);
    const { rows } = await db.query<{ state: string }>(`SELECT state::text FROM pgboss.job WHERE name = $1`, [SWEEP_RATE_LIMIT_BUCKETS]);
    assert.deepEqual(rows, [{ state: 'created' }]);
  });
});
