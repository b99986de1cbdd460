import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { addDays, lagosDayStart, lagosToday } from '@/lib/validation';
import { QUEUE_RENEWAL_REMINDERS, queueRenewalReminders } from '../src/orders/renewalReminders';
import { DEMO_IDS } from '../src/seed/demo';
import { SUNLINE_NG } from '../src/seed/partners';
import { createAgent, createCustomerWithDevice, createOrder, openActionTestDb, type ActionTestDb, type TestAgent } from './support/actions';
import { startTestService, type TestService } from './support/testService';

/**
 * Renewal reminders (issue 31): 30, 7 and 1 days before an in-force plan's last day a reminder is queued,
 * once, by a daily sweep just after Lagos midnight and once at start-up. The clock is the sweep's `now`;
 * nothing sleeps except the start-up test, which waits (polling) for the queue's real job.
 */

const PLAN = DEMO_IDS[SUNLINE_NG.code].planIds.TOTAL_CARE;
/** The instant the Lagos day `date` begins, and one millisecond before. */
const at = (date: string) => new Date(lagosDayStart(date));
const justBefore = (date: string) => new Date(at(date).getTime() - 1);

describe('the reminder sweep (orders/renewalReminders.ts)', () => {
  let t: ActionTestDb;
  let agent: TestAgent;
  before(async () => {
    t = await openActionTestDb();
    agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
  });
  after(() => t.close());

  const order = async (endsOn: string, status = 'ACTIVE') => {
    const device = await createCustomerWithDevice(t.db, agent);
    const created = await createOrder(t.db, agent, device, PLAN, { status, startsOn: addDays(endsOn, -364), endsOn });
    return { ...created, device };
  };
  const renewal = async (of: Awaited<ReturnType<typeof order>>, endsOn: string, status: string) => {
    const renewed = await createOrder(t.db, agent, of.device, PLAN, { status, startsOn: addDays(endsOn, 1), endsOn: addDays(endsOn, 365) });
    await t.db.query(`UPDATE public.plan_order SET renewal_of_id = $1 WHERE id = $2`, [of.id, renewed.id]);
  };
  const reminders = async (ids: string[]) =>
    (
      await t.db.query<{ order_id: string; days_before: number; due_on: string }>(
        `SELECT order_id, days_before, to_char(due_on, 'YYYY-MM-DD') AS due_on FROM public.renewal_reminder WHERE order_id = ANY($1::uuid[]) ORDER BY created_at, days_before DESC`,
        [ids],
      )
    ).rows.map((row) => [ids.indexOf(row.order_id), row.days_before, row.due_on]);

  it('queues each in-force plan’s reminder once on its Lagos day, none for a plan renewed, cancelled or ended; a second run queues nothing', async () => {
    // Far from today, so the demo's orders are not in the way of the counts.
    const today = '2024-06-01';
    const plans = [
      await order(addDays(today, 31)), // 0: not yet
      await order(addDays(today, 30)), // 1: 30 days
      await order(addDays(today, 7)), // 2: 7 days
      await order(addDays(today, 1)), // 3: 1 day
      await order(today), // 4: its last day: the 1-day reminder, late
      await order(addDays(today, -1)), // 5: ended (not yet swept to EXPIRED): none
      await order(addDays(today, 7), 'CANCELLED'), // 6: none
      await order(addDays(today, 7)), // 7: renewed and paid for: none
      await order(addDays(today, 7)), // 8: a renewal not paid for yet: still reminded
    ];
    await renewal(plans[7], addDays(today, 7), 'ACTIVE');
    await renewal(plans[8], addDays(today, 7), 'PENDING_PAYMENT');
    const ids = plans.map((plan) => plan.id);

    assert.equal(await queueRenewalReminders(t.db, justBefore(addDays(today, -31))), 0, '31 days and more before every last day: nothing');
    assert.equal(await queueRenewalReminders(t.db, at(today)), 5);
    assert.deepEqual(
      (await reminders(ids)).sort(([a], [b]) => Number(a) - Number(b)),
      [
        [1, 30, today],
        [2, 7, today],
        [3, 1, today],
        [4, 1, today],
        [8, 7, today],
      ],
    );
    assert.equal(await queueRenewalReminders(t.db, at(today)), 0, 'the same day again: nothing twice');
    assert.equal(await queueRenewalReminders(t.db, justBefore(addDays(today, 1))), 0, '23:59 in Lagos is still the same day');

    // The next day: plan 0 reaches its 30 days; nothing else is due again.
    const tomorrow = addDays(today, 1);
    assert.equal(await queueRenewalReminders(t.db, at(tomorrow)), 1);
    assert.deepEqual(await reminders([ids[0]]), [[0, 30, tomorrow]]);
    // Plan 1 reaches its 7 days 23 days later.
    assert.equal(await queueRenewalReminders(t.db, at(addDays(today, 23))), 1);
    assert.deepEqual((await reminders([ids[1]])).map(([, days]) => days), [30, 7]);
  });

  it('catches up after days without a sweep with the reminder due now, not a stale one', async () => {
    const today = '2024-09-01';
    const plan = await order(addDays(today, 5)); // its 30-day mark passed unswept
    assert.equal(await queueRenewalReminders(t.db, at(today)), 1);
    assert.deepEqual(await reminders([plan.id]), [[0, 7, today]]);
  });
});

describe('the reminder sweep in the service', () => {
  let ds: TestService;
  before(async () => {
    ds = await startTestService();
  });
  after(() => ds?.stop());

  it('runs at start-up on its own schedule, and queues the demo’s plans ending within 30 days', async () => {
    const { db } = ds.service;
    const today = lagosToday();
    const { rows: dueRows } = await db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM public.plan_order WHERE status = 'ACTIVE' AND ends_on BETWEEN $1::date AND $1::date + 30`,
      [today],
    );
    assert.ok(Number(dueRows[0].n) > 0, 'the demo has plans ending within 30 days');
    const queued = async () => Number((await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM public.renewal_reminder`)).rows[0].n);
    const deadline = Date.now() + 15_000;
    while ((await queued()) === 0) {
      if (Date.now() > deadline) throw new Error('the start-up sweep did not run');
      await sleep(100);
    }
    const { rows: schedule } = await db.query(`SELECT cron, timezone FROM pgboss.schedule WHERE name = $1`, [QUEUE_RENEWAL_REMINDERS]);
    assert.deepEqual(schedule, [{ cron: '10 0 * * *', timezone: 'Africa/Lagos' }]);
  });
});
