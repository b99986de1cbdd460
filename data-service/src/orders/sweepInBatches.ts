import { setTimeout as sleep } from 'node:timers/promises';
import type { Database, Queryable } from '../db/types';

/**
 * Orders changed per transaction: a backlog (a service down for days, a first run on old data) is done in
 * short steps, each holding few rows' locks (docs/decisions.md "Sweeps in batches of 500").
 */
export const SWEEP_BATCH_SIZE = 500;

/**
 * After each full batch a sweep rests this many times as long as the batch took, so the database spends
 * at most a quarter of its time on it and the agents' reads meanwhile are slowed as little as may be
 * (bench:data-service, "expiry-sweep" and "lapse-sweep"; docs/decisions.md "The sweep rests between batches").
 */
export const SWEEP_REST_RATIO = 3;

/**
 * Runs `batch` (set-based: it changes at most `limit` rows and says how many) one transaction at a time
 * until a batch finds fewer than `batchSize`, resting between batches (SWEEP_REST_RATIO): no statement runs
 * into the service's statement timeout, no transaction holds many rows' locks, and a run killed between
 * batches leaves the rest to the next. Returns how many rows the batches changed.
 */
export async function sweepInBatches(
  db: Database,
  batch: (tx: Queryable, limit: number) => Promise<number>,
  batchSize = SWEEP_BATCH_SIZE,
  restRatio = SWEEP_REST_RATIO,
): Promise<number> {
  let total = 0;
  for (;;) {
    const started = performance.now();
    const changed = await db.transaction((tx) => batch(tx, batchSize));
    total += changed;
    if (changed < batchSize) return total;
    await sleep((performance.now() - started) * restRatio);
  }
}
