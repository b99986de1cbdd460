import { ORDER_STATUSES_WITH_CARD } from '@/lib/cards/cardStatus';
import { IN_FORCE_ORDER_STATUS } from '@/lib/domain/orders';
import { RENEWAL_REMINDER_DAYS } from '@/lib/domain/renewalReminders';
import { lagosToday } from '@/lib/validation';
import type { Database } from '../db/types';

/** The sweep's job name (jobs/definitions.ts): on its cron just after Lagos midnight, and once at start-up. */
export const QUEUE_RENEWAL_REMINDERS = 'renewal-reminder-sweep';

/**
 * Queues the renewal reminder due today (Lagos, at `now`) for every in-force order that has no paid-for
 * renewal: the nearest milestone of RENEWAL_REMINDER_DAYS not yet passed (lib/domain/renewalReminders.ts;
 * 5 days left: the 7-day one; the last day: the 1-day one), each order and milestone once (the table's key), so a retry,
 * a second process or the start-up run queues nothing twice, and a day missed is caught up without a stale
 * reminder. Found through the in-force orders' index by end date (migration 0011). Returns how many it queued.
 */
export async function queueRenewalReminders(db: Database, now: Date = new Date()): Promise<number> {
  const today = lagosToday(now);
  const { rows } = await db.query<{ n: string }>(
    `WITH queued AS (
       INSERT INTO public.renewal_reminder (order_id, days_before, due_on)
       SELECT o.id, (SELECT min(days) FROM unnest($3::int[]) AS days WHERE days >= o.ends_on - $2::date), $2::date
         FROM public.plan_order o
        WHERE o.status = $1 AND o.ends_on >= $2::date AND o.ends_on <= $2::date + $4::int
          AND NOT EXISTS (SELECT 1 FROM public.plan_order r WHERE r.renewal_of_id = o.id AND r.status = ANY($5::text[]))
       ON CONFLICT (order_id, days_before) DO NOTHING
       RETURNING 1)
     SELECT count(*)::text AS n FROM queued`,
    [IN_FORCE_ORDER_STATUS, today, [...RENEWAL_REMINDER_DAYS], Math.max(...RENEWAL_REMINDER_DAYS), [...ORDER_STATUSES_WITH_CARD]],
  );
  return Number(rows[0].n);
}
