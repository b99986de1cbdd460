import { addDays, addMonths, lagosToday } from '@/lib/validation';
import type { Database } from '../src/db/types';
import { expireEndedOrders } from '../src/orders/expiry';
import { lapseUnpaidOrders } from '../src/orders/lapse';
import { demoAgent } from './support';

// The nightly sweeps' cases (`npm run bench:data-service`, "expiry-sweep" and "lapse-sweep"): many orders the
// sweep changes, sold by another agent than the one whose orders list is read meanwhile, so the reads'
// answer is the same before, during and after the sweep.

export const SWEEP_CASE_NAMES = ['expiry-sweep', 'lapse-sweep'] as const;
export type SweepCaseName = (typeof SWEEP_CASE_NAMES)[number];

interface SweepCase {
  /** A year no demo order uses, for the seeded orders' references (one per case: both may run on one database). */
  year: string;
  /** The seeded orders' billing and what was paid, as SQL over `t` (the copied order). */
  columns: { billing: string; instalments: string; instalmentKobo: string; amountPaid: string };
  /** Their cover, from Lagos today. */
  cover(today: string): { startsOn: string; endsOn: string };
  run(db: Database): Promise<number>;
}

const SWEEP_CASES: Record<SweepCaseName, SweepCase> = {
  // ACTIVE orders whose cover ended yesterday: the midnight expiry.
  'expiry-sweep': {
    year: '1999',
    columns: { billing: `'PREPAID'`, instalments: '1', instalmentKobo: 'NULL', amountPaid: 't.premium_kobo' },
    cover: (today) => ({ startsOn: addDays(today, -366), endsOn: addDays(today, -1) }),
    run: (db) => expireEndedOrders(db),
  },
  // Monthly orders sold two months ago with only the first instalment paid: the second fell due a month
  // ago, past its grace, so the night's lapse sweep lapses them all.
  'lapse-sweep': {
    year: '1998',
    columns: {
      billing: `'POSTPAID'`,
      instalments: '12',
      instalmentKobo: 'ceil(t.premium_kobo / 12.0)::bigint',
      amountPaid: 'ceil(t.premium_kobo / 12.0)::bigint',
    },
    cover: (today) => {
      const startsOn = addMonths(today, -2);
      return { startsOn, endsOn: addDays(addMonths(startsOn, 12), -1) };
    },
    run: (db) => lapseUnpaidOrders(db),
  },
};

/**
 * Adds `count` ACTIVE orders for `name`'s sweep, copied from one order of an agent other than the demo agent
 * (same customer, device and plan: the sweeps read nothing else), in one statement. Sold long ago, so no
 * agent's newest orders change. Returns the seconds it took.
 */
export async function seedSweepOrders(db: Database, name: SweepCaseName, count: number): Promise<number> {
  const { year, columns, cover } = SWEEP_CASES[name];
  const started = performance.now();
  const reader = await demoAgent(db);
  const { startsOn, endsOn } = cover(lagosToday());
  const { rows } = await db.query<{ n: string }>(
    `WITH seeded AS (INSERT INTO public.plan_order (partner_id, agent_id, customer_id, device_id, plan_id, reference, policy_number, billing, status,
                                    premium_kobo, instalments, instalment_kobo, amount_paid_kobo, commission_kobo, starts_on, ends_on, idempotency_key,
                                    verification_code, created_at)
     SELECT t.partner_id, t.agent_id, t.customer_id, t.device_id, t.plan_id,
            'ORD-${year}-' || lpad(i::text, 6, '0'), 'BENCH-${year}-' || lpad(i::text, 6, '0'), ${columns.billing}, 'ACTIVE',
            t.premium_kobo, ${columns.instalments}, ${columns.instalmentKobo}, ${columns.amountPaid}, 0, $2::date, $3::date,
            gen_random_uuid(), substr(md5('bench-${name}-' || i), 1, 22), timestamptz '${year}-06-01 12:00+01'
       FROM generate_series(0, $1::int - 1) AS i,
            (SELECT partner_id, agent_id, customer_id, device_id, plan_id, premium_kobo FROM public.plan_order
              WHERE agent_id <> $4 AND billing = 'PREPAID' ORDER BY created_at, id LIMIT 1) AS t
     RETURNING 1)
     SELECT count(*)::text AS n FROM seeded`,
    [count, startsOn, endsOn, reader?.id ?? '00000000-0000-0000-0000-000000000000'],
  );
  const seeded = Number(rows[0].n);
  if (seeded !== count) throw new Error(`seeded ${seeded} orders of ${count}: the seed has no order of another agent to copy`);
  const seconds = (performance.now() - started) / 1000;
  // The night before a sweep the table is settled: without this, autovacuum and the checkpointer work off
  // the 100,000 rows just written while the reads "before" the sweep are measured, and those reads are the
  // slower ones (2026-11-29: before 6.96–12.94 ms, during 8.61–10.55 ms).
  await db.query('VACUUM (ANALYZE) public.plan_order');
  await db.query('CHECKPOINT');
  return seconds;
}

/** Runs `name`'s sweep as its job runs it; how many orders it changed and the seconds it took. */
export async function runSweep(db: Database, name: SweepCaseName): Promise<{ changed: number; seconds: number }> {
  const started = performance.now();
  const changed = await SWEEP_CASES[name].run(db);
  return { changed, seconds: (performance.now() - started) / 1000 };
}
