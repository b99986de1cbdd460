import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, afterEach, before, describe, it } from 'node:test';
import { openDatabase } from '../src/db/openDatabase';
import type { Database } from '../src/db/types';
import { createJobQueue, type JobTiming, type StartableJobQueue } from '../src/jobs/pgBossQueue';
import type { JobDefinition } from '../src/jobs/queue';
import { memoryLogger } from '../src/log';
import { createTestTarget, type TestTarget } from './support/testTarget';

/**
 * The job queue in one process, on PGlite and on PostgreSQL (the suite's second pass): a job runs once; a
 * job sent in a transaction exists only if it commits; a failing job is retried; a cron schedule fires.
 * Each test has queues of its own names on one database.
 */

const QUICK: Partial<JobTiming> = { pollingIntervalMs: 100, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe('the job queue', () => {
  let target: TestTarget;
  let db: Database;
  const log = memoryLogger();
  const queues: StartableJobQueue[] = [];

  const startQueue = async (definitions: JobDefinition[], timing: Partial<JobTiming> = QUICK) => {
    const queue = createJobQueue({ db, log, definitions, timing });
    queues.push(queue);
    await queue.start();
    return queue;
  };

  before(async () => {
    target = await createTestTarget();
    db = await openDatabase({ databaseUrl: target.config.databaseUrl, dataDir: target.config.dataDir, log });
  });
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
  });
  after(async () => {
    await db.close();
    await target.cleanup();
    assert.deepEqual(log.lines.filter((line) => !line.startsWith('warning: jobs: job ')), [], 'nothing but the failures the tests provoke is logged');
  });

  it('runs a sent job once, with its data', async () => {
    const runs: unknown[] = [];
    const queue = await startQueue([{ name: 'once', work: async (data) => void runs.push(data) }]);
    await queue.send('once', { order: 'A-1' });
    await waitFor('the job', () => runs.length === 1);
    await sleep(1000); // several polls: it is not run again
    assert.deepEqual(runs, [{ order: 'A-1' }]);
  });

  it('runs a job sent in a transaction only if the transaction commits', async () => {
    const runs: string[] = [];
    const queue = await startQueue([{ name: 'outbox', work: async (data) => void runs.push((data as { key: string }).key) }]);
    await assert.rejects(
      db.transaction(async (tx) => {
        await queue.sendInTransaction(tx, 'outbox', { key: 'rolled-back' });
        throw new Error('the write failed');
      }),
      /the write failed/,
    );
    await db.transaction(async (tx) => {
      await queue.sendInTransaction(tx, 'outbox', { key: 'committed' });
      // Not before the commit, though the worker polls meanwhile.
      await sleep(300);
      assert.deepEqual(runs, []);
    });
    await waitFor('the committed job', () => runs.length === 1);
    await sleep(1000);
    assert.deepEqual(runs, ['committed']);
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'outbox'`);
    assert.equal(rows[0].n, 1, 'the rolled-back job was never stored');
  });

  it('retries a failing job until it succeeds, within its retry limit', async () => {
    let attempts = 0;
    let succeeded = false;
    const queue = await startQueue([
      {
        name: 'flaky',
        retryLimit: 3,
        retryDelaySeconds: 0,
        retryBackoff: false,
        async work() {
          attempts += 1;
          if (attempts < 3) throw new Error(`attempt ${attempts} fails`);
          succeeded = true;
        },
      },
    ]);
    await queue.send('flaky', {});
    await waitFor('the third attempt', () => succeeded);
    await sleep(500);
    assert.equal(attempts, 3);
    const { rows } = await db.query<{ state: string; retry_count: number }>(`SELECT state::text, retry_count FROM pgboss.job WHERE name = 'flaky'`);
    assert.deepEqual(rows, [{ state: 'completed', retry_count: 2 }]);
  });

  it('gives up after the retry limit: the job stays failed', async () => {
    let attempts = 0;
    const queue = await startQueue([
      {
        name: 'hopeless',
        retryLimit: 1,
        retryDelaySeconds: 0,
        async work() {
          attempts += 1;
          throw new Error('never works');
        },
      },
    ]);
    await queue.send('hopeless', {});
    await waitFor('the failed state', async () => {
      const { rows } = await db.query<{ state: string }>(`SELECT state::text FROM pgboss.job WHERE name = 'hopeless'`);
      return rows[0]?.state === 'failed';
    });
    await sleep(500);
    assert.equal(attempts, 2, 'the first run and one retry');
  });

  it('fires a job on its cron schedule (Lagos time), once per tick across the queues sharing the database', async () => {
    const ticks: number[] = [];
    // Every minute: the tick just past is due at once. Two queues as two processes would: one job per tick.
    const definition: JobDefinition = { name: 'every-minute', cron: '* * * * *', work: async () => void ticks.push(Date.now()) };
    await startQueue([definition]);
    await startQueue([definition]);
    await waitFor('the tick', () => ticks.length >= 1);
    await sleep(2500);
    // Each tick is sent once, whichever queue's clock sees it (pg-boss keeps one send per schedule and minute);
    // a minute may turn during the test, and on a busy machine a tick's job may run in the next minute or
    // not yet have run when it is counted, so the jobs run are counted against the ticks sent once every
    // sent tick had its time to run (a tick run twice never catches up with the sends: the wait fails).
    const sentTicks = async () => {
      const { rows } = await db.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM (SELECT id FROM pgboss.job WHERE name = '__pgboss__send-it' AND singleton_key = 'every-minute'
                                   UNION ALL SELECT id FROM pgboss.archive WHERE name = '__pgboss__send-it' AND singleton_key = 'every-minute') AS t`,
      );
      return Number(rows[0].n);
    };
    await waitFor('each tick sent to run once', async () => ticks.length === (await sentTicks()));
    assert.ok(ticks.length <= 2, `ticks: ${ticks.length}`);
    const { rows } = await db.query<{ cron: string; timezone: string }>(`SELECT cron, timezone FROM pgboss.schedule WHERE name = 'every-minute'`);
    assert.deepEqual(rows, [{ cron: '* * * * *', timezone: 'Africa/Lagos' }]);
  });

  it('keeps one waiting job per singleton key, and any number without a key', async () => {
    const runs: string[] = [];
    const queue = await startQueue([{ name: 'keyed', work: async (data) => void runs.push((data as { n: string }).n) }], { ...QUICK, pollingIntervalMs: 60_000 });
    // Waiting for a minute's poll: nothing runs before all are sent.
    await sleep(200);
    await queue.send('keyed', { n: 'a1' }, { singletonKey: 'a', startAfterSeconds: 1 });
    await queue.send('keyed', { n: 'a2' }, { singletonKey: 'a', startAfterSeconds: 1 });
    await queue.send('keyed', { n: 'x' }, { startAfterSeconds: 1 });
    await queue.send('keyed', { n: 'y' }, { startAfterSeconds: 1 });
    const { rows } = await db.query<{ n: string }>(`SELECT data->>'n' AS n FROM pgboss.job WHERE name = 'keyed' ORDER BY 1`);
    assert.deepEqual(rows.map((row) => row.n), ['a1', 'x', 'y']);
  });

  it('refuses a job no definition names (pg-boss would drop it silently)', async () => {
    const queue = await startQueue([{ name: 'known', work: async () => undefined }]);
    await assert.rejects(queue.send('unknown', {}), /no job named unknown/);
  });

  it('logs a fetch that fails (pg-boss would answer "no jobs" silently) once, not once a poll, and recovers', async () => {
    const own = memoryLogger();
    const runs: unknown[] = [];
    const queue = createJobQueue({ db, log: own, definitions: [{ name: 'unfetchable', work: async (data) => void runs.push(data) }], timing: QUICK });
    queues.push(queue);
    await queue.start();
    await db.exec('ALTER TABLE pgboss.job RENAME TO job_gone');
    try {
      await sleep(1500); // 15 polls
    } finally {
      await db.exec('ALTER TABLE pgboss.job_gone RENAME TO job');
    }
    const fetching = own.lines.filter((line) => line.startsWith('warning: jobs: fetching unfetchable'));
    assert.equal(fetching.length, 1, own.lines.join('\n'));
    assert.match(fetching[0], /job/);
    await queue.send('unfetchable', { after: 'the table is back' });
    await waitFor('the job', () => runs.length === 1);
  });

  it('stops within its grace period, failing a job still running back to the queue', async () => {
    let started = false;
    const queue = await startQueue([
      {
        name: 'endless',
        async work() {
          started = true;
          await new Promise(() => undefined);
        },
      },
    ]);
    await queue.send('endless', {});
    await waitFor('the job to start', () => started);
    const stopping = Date.now();
    await queue.stop();
    assert.ok(Date.now() - stopping < 5000, 'stopped within the grace period');
    const { rows } = await db.query<{ state: string }>(`SELECT state::text FROM pgboss.job WHERE name = 'endless'`);
    assert.deepEqual(rows, [{ state: 'retry' }]);
  });
});
