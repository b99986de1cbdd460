import { GRACE_DAYS } from '@/lib/domain/instalments';
import { IN_FORCE_ORDER_STATUS } from '@/lib/domain/orders';
import { lagosToday } from '@/lib/validation';
import type { Database } from '../db/types';
import { NEXT_INSTALMENT_DUE_ON_SQL } from '../payments/instalments';
import { sweepInBatches, SWEEP_BATCH_SIZE, SWEEP_REST_RATIO } from './sweepInBatches';

/** The sweep's job name (jobs/definitions.ts): after expiry each Lagos night, and once at start-up. */
export const LAPSE_ORDERS = 'order-lapse-sweep';

/**
 * Stores LAPSED on every postpaid order in force whose next unpaid instalment fell due more than GRACE_DAYS
 * before the Lagos day at `now` (lib/domain/instalments.ts lapsesOn; the same due date in SQL as the
 * instalment sweep's), with the first day without cover — the day after the grace period, not the day
 * the sweep ran, so a service down for days lapses nothing later than the rule says — and opens its gap
 * in the cover (cover_gap). Set-based through the postpaid orders' index (migration 0013), in batches as
 * the expiry sweep (sweepInBatches.ts: a backlog after an outage never runs into the statement timeout);
 * idempotent: a second run finds the order LAPSED. Returns how many orders lapsed.
 */
export async function lapseUnpaidOrders(db: Database, now: Date = new Date(), batchSize = SWEEP_BATCH_SIZE, restRatio = SWEEP_REST_RATIO): Promise<number> {
  const today = lagosToday(now);
  return sweepInBatches(
    db,
    async (tx, limit) => {
      const { rows } = await tx.query<{ n: string }>(
        `WITH due AS (
           SELECT o.id, (${NEXT_INSTALMENT_DUE_ON_SQL} + $3::int + 1) AS lapsed_on
             FROM public.plan_order o
            WHERE o.status = $1 AND o.billing = 'POSTPAID' AND o.instalment_kobo > 0
              AND o.amount_paid_kobo < o.instalment_kobo * o.instalments
              AND ${NEXT_INSTALMENT_DUE_ON_SQL} + $3::int + 1 <= $2::date
            LIMIT $4
            FOR UPDATE OF o
         ), lapsed AS (
           UPDATE public.plan_order o SET status = 'LAPSED', lapsed_on = due.lapsed_on FROM due
            WHERE o.id = due.id AND o.status = $1
            RETURNING o.id, o.lapsed_on
         ), gaps AS (
           INSERT INTO public.cover_gap (order_id, from_on) SELECT id, lapsed_on FROM lapsed
           ON CONFLICT (order_id, from_on) DO NOTHING
         )
         SELECT count(*)::text AS n FROM lapsed`,
        [IN_FORCE_ORDER_STATUS, today, GRACE_DAYS, limit],
      );
      return Number(rows[0].n);
    },
    batchSize,
    restRatio,
  );
}
