import { openDatabase } from '../../src/db/openDatabase';
import { createJobQueue } from '../../src/jobs/pgBossQueue';
import { createLogger } from '../../src/log';
import { EFFECT_JOB, effectJob } from './jobEffects';

/**
 * A worker process for jobs-processes.test.ts: runs `test-effect` jobs (support/jobEffects.ts) on
 * `JOB_DATABASE_URL`, or PGlite in `JOB_DATA_DIR`, polling every 200 ms with maintenance every second (a
 * killed worker's job is retried about 3 s after it started). `JOB_SEND=N` sends jobs k0…k(N-1) first (on
 * PGlite nobody else may open the directory); `JOB_BATCH_SIZE` jobs are taken at once; the job of key
 * `JOB_PAUSE_AFTER_EFFECT` prints `paused <key>` once its effect is written and never ends. Prints `ready`
 * once working and `ran <key>` after each job; SIGTERM stops it cleanly.
 */
async function main(): Promise<void> {
  const log = createLogger();
  const db = await openDatabase({ databaseUrl: process.env.JOB_DATABASE_URL || undefined, dataDir: process.env.JOB_DATA_DIR ?? '(unused)', log });
  const queue = createJobQueue({
    db,
    log,
    definitions: [
      effectJob(db, {
        pauseKey: process.env.JOB_PAUSE_AFTER_EFFECT,
        onPaused: (key) => console.log(`paused ${key}`),
        onRan: (key) => console.log(`ran ${key}`),
      }),
    ],
    timing: { pollingIntervalMs: 200, maintenanceIntervalSeconds: 1, batchSize: Number(process.env.JOB_BATCH_SIZE ?? 10) },
  });
  await queue.start();
  const send = Number(process.env.JOB_SEND ?? 0);
  for (let i = 0; i < send; i += 1) await queue.send(EFFECT_JOB, { key: `k${i}` });
  console.log('ready');
  process.on('SIGTERM', () => {
    void queue
      .stop()
      .then(() => db.close())
      .then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error('worker failed', error);
  process.exit(1);
});
