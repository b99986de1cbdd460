import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../src/db/openDatabase';
import type { Database } from '../src/db/types';
import { createJobQueue } from '../src/jobs/pgBossQueue';
import type { JobDefinition } from '../src/jobs/queue';
import { memoryLogger } from '../src/log';

/**
 * The job queue's throughput and send→start latency at the service's timing (docs/decisions.md "The job
 * queue"): `node --import tsx data-service/bench/jobs.ts` on PGlite in a temp dir, or with `DATABASE_URL`
 * on PostgreSQL (an empty database: it creates pgboss there). Jobs do nothing, so this is the queue's cost.
 *
 * - drain: JOBS jobs waiting, then one process's workers start; jobs/s until all are done.
 * - latency, same process: a job sent by the process that runs it (its worker is woken at once).
 * - latency, other process: sent by another queue on the database, found by the worker's next poll.
 */

const JOBS = Number(process.env.JOBS ?? 2000);
const LATENCY_SAMPLES = 40;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(0)} ms, p90 ${percentile(values, 90).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;

async function measure(db: Database): Promise<void> {
  const log = memoryLogger();
  let done = 0;
  const latencies: number[] = [];
  const definitions: JobDefinition[] = [
    { name: 'bench-drain', work: async () => void (done += 1) },
    { name: 'bench-latency', work: async (data) => void latencies.push(Date.now() - (data as { sentAt: number }).sentAt) },
  ];

  const sender = createJobQueue({ db, log, definitions, work: false });
  await sender.start();
  let started = Date.now();
  for (let i = 0; i < JOBS; i += 1) await sender.send('bench-drain', { i });
  const sendSeconds = (Date.now() - started) / 1000;
  console.log(`  send: ${JOBS} jobs one by one in ${sendSeconds.toFixed(1)} s (${(JOBS / sendSeconds).toFixed(0)} sends/s)`);

  const worker = createJobQueue({ db, log, definitions });
  started = Date.now();
  await worker.start();
  while (done < JOBS) await sleep(20);
  const drainSeconds = (Date.now() - started) / 1000;
  console.log(`  drain: ${JOBS} jobs in ${drainSeconds.toFixed(1)} s (${(JOBS / drainSeconds).toFixed(0)} jobs/s, batches of 10, one process)`);

  for (const [label, queue] of [
    ['same process', worker],
    ['other process', sender],
  ] as const) {
    latencies.length = 0;
    for (let i = 0; i < LATENCY_SAMPLES; i += 1) {
      // Uniform over a polling interval, so a send lands anywhere in the worker's sleep.
      await sleep(Math.random() * 1000);
      await queue.send('bench-latency', { sentAt: Date.now() });
      const expected = i + 1;
      while (latencies.length < expected) await sleep(5);
    }
    console.log(`  send→start, ${label}: ${summary(latencies)} (${LATENCY_SAMPLES} jobs)`);
  }
  await worker.stop();
  await sender.stop();
  if (log.lines.length > 0) console.log(log.lines.join('\n'));
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = databaseUrl ? '(unused)' : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-jobs-'));
  const db = await openDatabase({ databaseUrl, dataDir });
  console.log(`job queue on ${db.description}`);
  try {
    await measure(db);
  } finally {
    await db.close();
    if (!databaseUrl) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
