import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { findPostgresBin, PgCluster } from '../../scripts/lib/pgCluster.mjs';
import { openDatabase } from '../src/db/openDatabase';
import type { Database } from '../src/db/types';
import { createJobQueue } from '../src/jobs/pgBossQueue';
import { memoryLogger } from '../src/log';
import { countEffects, EFFECT_JOB, effectJob, JOB_EFFECT_TABLES, unfinishedJobs } from './support/jobEffects';
import { createTestTarget, usingPostgres, type TestTarget } from './support/testTarget';
import { startWorker, stopWorker, waitFor, type Worker } from './support/workerProcess';

/**
 * The job queue across processes (support/jobWorker.ts): a worker killed with SIGKILL in the middle of a job
 * — its effect written, the job not yet marked done — leaves the effect once, the job run again by the next
 * worker after its expiry (PGlite: the same data directory reopened; PostgreSQL: another process); two
 * processes on one PostgreSQL run each of 200 jobs exactly once; and a worker outlives PostgreSQL restarting
 * and crashing under it.
 */

const WORKER = 'data-service/test/support/jobWorker.ts';

describe('jobs across processes', () => {
  let target: TestTarget;
  const workers: Worker[] = [];
  const databaseEnv = (): Record<string, string> => (target.kind === 'postgres' ? { JOB_DATABASE_URL: target.config.databaseUrl as string } : { JOB_DATA_DIR: target.config.dataDir });
  const open = () => openDatabase({ databaseUrl: target.config.databaseUrl, dataDir: target.config.dataDir, log: memoryLogger() });
  const worker = (env: Record<string, string> = {}) => {
    const started = startWorker(WORKER, { ...databaseEnv(), ...env });
    workers.push(started);
    return started;
  };

  beforeEach(async () => {
    target = await createTestTarget();
    const db = await open();
    await db.exec(JOB_EFFECT_TABLES);
    await db.close();
  });
  afterEach(async () => {
    for (const started of workers.splice(0)) await stopWorker(started, 'SIGKILL');
    await target.cleanup();
  });

  it('a worker killed (SIGKILL) after a job wrote its effect: the next worker runs the job again, and the effect is there once', async () => {
    // One job at a time: k0 pauses after its effect, k1 waits behind it.
    const first = worker({ JOB_SEND: '2', JOB_BATCH_SIZE: '1', JOB_PAUSE_AFTER_EFFECT: 'k0' });
    await first.printed('paused k0');
    await stopWorker(first, 'SIGKILL');
    const killedAt = Date.now();

    // PGlite: the killed worker's lock is taken over; its committed effect survived in the directory.
    const second = worker();
    await second.printed('ran k1');
    await second.printed('ran k0');
    const retriedAfterMs = Date.now() - killedAt;
    await stopWorker(second);

    const db = await open();
    try {
      const counts = await countEffects(db);
      assert.equal(counts.effects, 2);
      assert.equal(counts.total, 20, 'each effect counted once');
      assert.equal(counts.runs, 3, 'k0 ran twice (killed, then again), k1 once');
      assert.deepEqual(counts.runTwice, ['k0']);
      assert.equal(await unfinishedJobs(db), 0);
      console.log(`# ${target.kind}: the killed job ran again ${retriedAfterMs} ms after the kill (expiry 2 s, maintenance every 1 s)`);
    } finally {
      await db.close();
    }
  });

  it('two worker processes on one PostgreSQL run each of 200 jobs exactly once', { skip: usingPostgres ? false : 'PGlite is one process (its data directory lock)' }, async () => {
    const one = worker();
    const two = worker();
    await Promise.all([one.printed('ready'), two.printed('ready')]);
    const db = await open();
    const sender = createJobQueue({ db, log: memoryLogger(), definitions: [effectJob(db)], work: false });
    try {
      await sender.start();
      const started = Date.now();
      for (let i = 0; i < 200; i += 1) await sender.send(EFFECT_JOB, { key: `n${i}` });
      await waitFor('200 runs', async () => (await countEffects(db)).runs >= 200 && (await unfinishedJobs(db)) === 0);
      const seconds = (Date.now() - started) / 1000;
      await sleep(1000); // polls of both: nothing runs again
      const counts = await countEffects(db);
      assert.equal(counts.runs, 200, 'each job ran once');
      assert.deepEqual(counts.runTwice, []);
      assert.equal(counts.effects, 200);
      assert.equal(counts.total, 2000);
      const pids = [one.child.pid, two.child.pid].map((pid) => counts.byPid.get(pid as number) ?? 0);
      assert.ok(pids.every((n) => n > 0), `both processes ran jobs: ${pids.join(' and ')}`);
      console.log(`# 200 jobs sent and run in ${seconds.toFixed(1)} s by two processes (${pids.join(' + ')})`);
    } finally {
      await sender.stop();
      await db.close();
    }
  });
});

const bin = findPostgresBin();
const ownCluster = !usingPostgres ? "runs in the suite's PostgreSQL pass (TEST_DATABASE_URL), which has the server binaries" : !bin ? 'PostgreSQL binaries not found' : false;

describe('a worker outlives PostgreSQL restarting and crashing under it', { skip: ownCluster }, () => {
  let cluster: PgCluster;
  let started: Worker | undefined;
  let db: Database | undefined;

  afterEach(async () => {
    if (started) await stopWorker(started, 'SIGKILL');
    await db?.close();
    cluster?.stop();
  });

  it('keeps running jobs after a restart and a crash, logging each outage, never crashing', async () => {
    cluster = new PgCluster(bin as string, { prefix: 'data-service-jobs-outage-' });
    const databaseUrl = await cluster.start('jobs');
    db = await openDatabase({ databaseUrl, dataDir: '(unused)', log: memoryLogger() });
    await db.exec(JOB_EFFECT_TABLES);
    const worker = startWorker(WORKER, { JOB_DATABASE_URL: databaseUrl });
    started = worker;
    await worker.printed('ready');
    const sender = createJobQueue({ db, log: memoryLogger(), definitions: [effectJob(db)], work: false });
    await sender.start();
    let sent = 0;
    const sendSome = async (n: number) => {
      for (let i = 0; i < n; i += 1) {
        // The sender's own pool may still hold connections of the old server: send again until it goes.
        await waitFor('a send', () => sender.send(EFFECT_JOB, { key: `o${sent}` }).then(() => true, () => false));
        sent += 1;
      }
    };
    const allDone = () => waitFor(`${sent} effects`, async () => (await countEffects(db as Database)).effects === sent, 30_000);

    await sendSome(10);
    await allDone();
    await cluster.restart();
    await sendSome(10);
    await allDone();
    await sendSome(10);
    await cluster.crash();
    await sleep(1500); // down: the worker's polls fail meanwhile
    await cluster.startAgain();
    await sendSome(10);
    await allDone();
    await sender.stop();

    assert.equal(worker.child.exitCode, null, `the worker is still running:\n${worker.output()}`);
    const counts = await countEffects(db);
    assert.equal(counts.effects, 40);
    assert.equal(counts.total, 400, 'each effect once, whatever ran twice across the crash');
    const output = worker.output();
    assert.doesNotMatch(output, /unhandled|worker failed|TypeError/i);
    assert.match(output, /database unavailable/);
    // The outage's end is logged once calls have succeeded for a second.
    await waitFor('the end of the outage in the log', async () => /database available again/.test(worker.output()), 5000);
  });
});
