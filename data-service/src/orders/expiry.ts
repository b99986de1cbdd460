import { setTimeout as sleep } from 'node:timers/promises';
import { IN_FORCE_ORDER_STATUS } from '@/lib/domain/orders';
import { lagosToday } from '@/lib/validation';
import type { Database } from '../db/types';

/** The sweep's job name (jobs/definitions.ts): on its cron just after Lagos midnight, and once at start-up. */
export const EXPIRE_ORDERS = 'order-expiry-sweep';

/** Orders expired per transaction: a backlog (a service down for days, a first run on old data) is done in short steps. */
export const EXPIRY_BATCH_SIZE = 2_000;

/**
 * After each full batch the sweep rests this many times as long as the batch took, so the database spends
 * at most a quarter of its time on it and the agents' reads meanwhile are not slowed (bench:data-service,
 * "expiry-sweep": 100,000 orders in seconds either way; docs/decisions.md "Order expiry").
 */
export const EXPIRY_REST_RATIO = 3;

/**
 * Stores `EXPIRED` on every ACTIVE order whose last day (a Lagos date) is before the Lagos day at `now`
 * (lib/domain/orders.ts hasCoverEnded), set-based, EXPIRY_BATCH_SIZE orders per transaction (found through
 * the partial index of migration 0011), so no statement runs into the service's statement timeout and no
 * transaction holds many rows' locks, resting between batches (EXPIRY_REST_RATIO). Idempotent — a second run finds no ACTIVE order past its end — so a
 * retry, a second process or a late start-up run changes nothing; a run killed between batches leaves the
 * rest to the next. No table records an order's history (plan_order has no status log or updated_at;
 * docs/decisions.md "Order expiry"), so the status is the only write. Returns how many orders it expired.
 */
export async function expireEndedOrders(db: Database, now: Date = new Date(), batchSize = EXPIRY_BATCH_SIZE, restRatio = EXPIRY_REST_RATIO): Promise<number> {
  const today = lagosToday(now);
  let total = 0;
  for (;;) {
    const started = performance.now();
    const expired = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ n: string }>(
        `WITH due AS (
           SELECT id FROM public.plan_order WHERE status = $1 AND ends_on < $2::date LIMIT $3 FOR UPDATE
         ), expired AS (
           UPDATE public.plan_order o SET status = 'EXPIRED' FROM due
            WHERE o.id = due.id AND o.status = $1
            RETURNING 1)
         SELECT count(*)::text AS n FROM expired`,
        [IN_FORCE_ORDER_STATUS, today, batchSize],
      );
      return Number(rows[0].n);
    });
    total += expired;
    if (expired < batchSize) return total;
    await sleep((performance.now() - started) * restRatio);
  }
}
