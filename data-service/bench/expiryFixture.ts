import { addDays, lagosToday } from '@/lib/validation';
import type { Database } from '../src/db/types';
import { expireEndedOrders } from '../src/orders/expiry';
import { demoAgent } from './support';

// The expiry sweep's case (`npm run bench:data-service`, "expiry sweep"): many ACTIVE orders whose cover
// ended yesterday, sold by another agent than the one whose orders list is read meanwhile, so the reads'
// answer is the same before, during and after the sweep.

/** The first reference number of the bench's orders: a year no demo order uses. */
const BENCH_YEAR = '1999';

/**
 * Adds `count` ACTIVE orders that ended yesterday (Lagos), copied from one order of an agent other than the
 * demo agent (same customer, device and plan: the sweep reads nothing else), in one statement. Sold long
 * ago, so no agent's newest orders change. Returns the seconds it took.
 */
export async function seedEndedOrders(db: Database, count: number): Promise<number> {
  const started = performance.now();
  const reader = await demoAgent(db);
  const today = lagosToday();
  const { rows } = await db.query<{ n: string }>(
    `WITH seeded AS (INSERT INTO public.plan_order (partner_id, agent_id, customer_id, device_id, plan_id, reference, policy_number, billing, status,
                                    premium_kobo, amount_paid_kobo, commission_kobo, starts_on, ends_on, idempotency_key, verification_code, created_at)
     SELECT t.partner_id, t.agent_id, t.customer_id, t.device_id, t.plan_id,
            'ORD-${BENCH_YEAR}-' || lpad(i::text, 6, '0'), 'BENCH-${BENCH_YEAR}-' || lpad(i::text, 6, '0'), 'PREPAID', 'ACTIVE',
            t.premium_kobo, t.premium_kobo, 0, $2::date, $3::date, gen_random_uuid(), substr(md5('bench-expiry-' || i), 1, 22),
            timestamptz '${BENCH_YEAR}-06-01 12:00+01'
       FROM generate_series(0, $1::int - 1) AS i,
            (SELECT partner_id, agent_id, customer_id, device_id, plan_id, premium_kobo FROM public.plan_order
              WHERE agent_id <> $4 ORDER BY created_at, id LIMIT 1) AS t
     RETURNING 1)
     SELECT count(*)::text AS n FROM seeded`,
    [count, addDays(today, -366), addDays(today, -1), reader?.id ?? '00000000-0000-0000-0000-000000000000'],
  );
  const seeded = Number(rows[0].n);
  if (seeded !== count) throw new Error(`seeded ${seeded} ended orders of ${count}: the seed has no order of another agent to copy`);
  return (performance.now() - started) / 1000;
}

/** Runs the sweep as its job runs it; how many orders it expired and the seconds it took. */
export async function runExpirySweep(db: Database): Promise<{ expired: number; seconds: number }> {
  const started = performance.now();
  const expired = await expireEndedOrders(db);
  return { expired, seconds: (performance.now() - started) / 1000 };
}
