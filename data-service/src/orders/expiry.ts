import { IN_FORCE_ORDER_STATUS } from '@/lib/domain/orders';
import { lagosToday } from '@/lib/validation';
import type { Database } from '../db/types';
import { sweepInBatches, SWEEP_BATCH_SIZE, SWEEP_REST_RATIO } from './sweepInBatches';

/** The sweep's job name (jobs/definitions.ts): on its cron just after Lagos midnight, and once at start-up. */
export const EXPIRE_ORDERS = 'order-expiry-sweep';

/**
 * Stores `EXPIRED` on every ACTIVE order whose last day (a Lagos date) is before the Lagos day at `now`
 * (lib/domain/orders.ts hasCoverEnded), set-based, in batches (sweepInBatches.ts) found through the partial
 * index of migration 0011. Idempotent — a second run finds no ACTIVE order past its end — so a retry, a
 * second process or a late start-up run changes nothing. No table records an order's history (plan_order
 * has no status log or updated_at; docs/decisions.md "Order expiry"), so the status is the only write.
 * Returns how many orders it expired.
 */
export async function expireEndedOrders(db: Database, now: Date = new Date(), batchSize = SWEEP_BATCH_SIZE, restRatio = SWEEP_REST_RATIO): Promise<number> {
  const today = lagosToday(now);
  return sweepInBatches(
    db,
    async (tx, limit) => {
      const { rows } = await tx.query<{ n: string }>(
        `WITH due AS (
           SELECT id FROM public.plan_order WHERE status = $1 AND ends_on < $2::date LIMIT $3 FOR UPDATE
         ), expired AS (
           UPDATE public.plan_order o SET status = 'EXPIRED' FROM due
            WHERE o.id = due.id AND o.status = $1
            RETURNING 1)
         SELECT count(*)::text AS n FROM expired`,
        [IN_FORCE_ORDER_STATUS, today, limit],
      );
      return Number(rows[0].n);
    },
    batchSize,
    restRatio,
  );
}
