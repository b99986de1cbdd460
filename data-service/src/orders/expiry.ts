import { IN_FORCE_ORDER_STATUS } from '@/lib/domain/orders';
import { lagosToday } from '@/lib/validation';
import type { Database } from '../db/types';

/** The sweep's job name (jobs/definitions.ts): on its cron just after Lagos midnight, and once at start-up. */
export const EXPIRE_ORDERS = 'order-expiry-sweep';

/**
 * Stores `EXPIRED` on every ACTIVE order whose last day (a Lagos date) is before the Lagos day at `now`:
 * lib/domain/orders.ts hasCoverEnded, as one set-based UPDATE in one transaction. Idempotent — a second run
 * finds no ACTIVE order past its end — so a retry, a second process or a late start-up run changes nothing.
 * No table records an order's history (plan_order has no status log or updated_at; docs/decisions.md
 * "Order expiry"), so the status is the only write.
 */
export async function expireEndedOrders(db: Database, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ n: string }>(
      `WITH expired AS (
         UPDATE public.plan_order SET status = 'EXPIRED'
          WHERE status = $1 AND ends_on < $2::date
          RETURNING 1)
       SELECT count(*)::text AS n FROM expired`,
      [IN_FORCE_ORDER_STATUS, lagosToday(now)],
    );
    return Number(rows[0].n);
  });
}
