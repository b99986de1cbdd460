import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { cardStatus } from '@/lib/cards/cardStatus';
import { hasCoverEnded, orderStatusOn } from '@/lib/domain/orders';
import { addDays, lagosDayStart, lagosToday } from '@/lib/validation';
import { verifyCard } from '../src/actions/handlers/verifyCard';
import { EXPIRE_ORDERS, expireEndedOrders } from '../src/orders/expiry';
import { DEMO_IDS } from '../src/seed/demo';
import { SUNLINE_NG } from '../src/seed/partners';
import {
  ANONYMOUS,
  createAgent,
  createCustomerWithDevice,
  createOrder,
  openActionTestDb,
  runAction,
  type ActionTestDb,
  type TestAgent,
} from './support/actions';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/**
 * Expiry (issue 31): an ACTIVE order becomes EXPIRED, stored, at the end of its last day in Lagos — by a
 * sweep just after Lagos midnight and once at start-up. The clock is the sweep's `now`; nothing sleeps
 * except the start-up test, which waits (polling) for the queue's real job.
 */

const PLAN = DEMO_IDS[SUNLINE_NG.code].planIds.TOTAL_CARE;
/** One millisecond before the Lagos day `date` begins, and the instant it begins. */
const justBefore = (date: string) => new Date(new Date(lagosDayStart(date)).getTime() - 1);
const at = (date: string) => new Date(lagosDayStart(date));

describe('the expiry rule (lib/domain/orders.ts)', () => {
  it('ends cover after its last Lagos day, and 23:30 UTC is already the next day in Lagos', () => {
    const lastDay = '2026-03-15';
    assert.equal(hasCoverEnded(lastDay, lagosToday(new Date('2026-03-15T22:59:59.999Z'))), false, '23:59:59 in Lagos: still the last day');
    assert.equal(hasCoverEnded(lastDay, lagosToday(new Date('2026-03-15T23:30:00Z'))), true, '23:30 UTC is 00:30 Lagos on the 16th');
    assert.equal(orderStatusOn('ACTIVE', lastDay, '2026-03-16'), 'EXPIRED');
    assert.equal(orderStatusOn('ACTIVE', lastDay, lastDay), 'ACTIVE');
    for (const status of ['PENDING_PAYMENT', 'CANCELLED', 'PAYMENT_FAILED', 'EXPIRED'] as const) {
      assert.equal(orderStatusOn(status, lastDay, '2026-04-01'), status, `${status} is not moved`);
    }
    // The card screens and verify_card use the same rule, so stored and computed status agree.
    assert.equal(cardStatus('ACTIVE', '2025-03-16', lastDay, '2026-03-16'), 'EXPIRED');
    assert.equal(cardStatus('ACTIVE', '2025-03-16', lastDay, lastDay), 'ACTIVE');
  });
});

describe('the expiry sweep (orders/expiry.ts)', () => {
  let t: ActionTestDb;
  let agent: TestAgent;
  before(async () => {
    t = await openActionTestDb();
    agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
  });
  after(() => t.close());

  const order = async (status: string, endsOn: string) => {
    const device = await createCustomerWithDevice(t.db, agent);
    return createOrder(t.db, agent, device, PLAN, { status, startsOn: addDays(endsOn, -364), endsOn });
  };
  const statusOf = async (id: string) =>
    (await t.db.query<{ status: string }>(`SELECT status FROM public.plan_order WHERE id = $1`, [id])).rows[0].status;
  const verifyStatus = async (code: string, now: Date) =>
    ((await runAction(t.db, verifyCard, { code }, { session: ANONYMOUS, now })) as { status: string }).status;

  it("keeps an order ACTIVE through its last Lagos day, expires it at Lagos midnight, and leaves other statuses; a second run changes nothing", async () => {
    // Far from today, so the demo's orders (ending today or later) are not in the way of the counts.
    const lastDay = '2024-06-10';
    const endsToday = await order('ACTIVE', lastDay);
    const endedYesterday = await order('ACTIVE', addDays(lastDay, -1));
    const endsTomorrow = await order('ACTIVE', addDays(lastDay, 1));
    const others = [await order('PENDING_PAYMENT', addDays(lastDay, -1)), await order('CANCELLED', addDays(lastDay, -30)), await order('PAYMENT_FAILED', addDays(lastDay, -30))];
    const otherStatuses = await Promise.all(others.map((o) => statusOf(o.id)));

    const nextDay = addDays(lastDay, 1);
    assert.equal(await expireEndedOrders(t.db, justBefore(nextDay)), 1, 'only the order ended yesterday');
    assert.equal(await statusOf(endedYesterday.id), 'EXPIRED');
    assert.equal(await statusOf(endsToday.id), 'ACTIVE', '23:59:59.999 in Lagos: its last day still');
    assert.equal(await verifyStatus(endsToday.verificationCode, justBefore(nextDay)), 'ACTIVE');

    assert.equal(await expireEndedOrders(t.db, at(nextDay)), 1, 'Lagos midnight (23:00 UTC)');
    assert.equal(await statusOf(endsToday.id), 'EXPIRED');
    assert.equal(await verifyStatus(endsToday.verificationCode, at(nextDay)), 'EXPIRED', 'stored and computed agree');
    assert.equal(await statusOf(endsTomorrow.id), 'ACTIVE');
    assert.deepEqual(await Promise.all(others.map((o) => statusOf(o.id))), otherStatuses, 'non-ACTIVE orders untouched');

    assert.equal(await expireEndedOrders(t.db, at(nextDay)), 0, 'idempotent');
    assert.equal(await statusOf(endsToday.id), 'EXPIRED');
  });

  it('takes the Lagos date, not the UTC one: 23:30 UTC on the last day expires the order', async () => {
    const lastDay = '2024-02-20'; // before the first test's orders end, so only this one counts
    const o = await order('ACTIVE', lastDay);
    assert.equal(await expireEndedOrders(t.db, new Date(`${lastDay}T22:30:00Z`)), 0, '23:30 in Lagos');
    assert.equal(await statusOf(o.id), 'ACTIVE');
    assert.equal(await expireEndedOrders(t.db, new Date(`${lastDay}T23:30:00Z`)), 1, '00:30 in Lagos the next day');
    assert.equal(await statusOf(o.id), 'EXPIRED');
  });

  it('works through a backlog in batches (a service down for days): every ended order expires, each once', async () => {
    const lastDay = '2023-05-01'; // before every other test's orders
    const backlog = await Promise.all(Array.from({ length: 5 }, (_, i) => order('ACTIVE', addDays(lastDay, -i))));
    assert.equal(await expireEndedOrders(t.db, at(addDays(lastDay, 1)), 2), 5, 'three batches of at most two');
    assert.deepEqual(await Promise.all(backlog.map((o) => statusOf(o.id))), Array(5).fill('EXPIRED'));
    assert.equal(await expireEndedOrders(t.db, at(addDays(lastDay, 1)), 2), 0);
  });
});

describe('the expiry sweep in the service', () => {
  let ds: TestService;
  // A demo order whose cover ended (the seed stores EXPIRED) put back to ACTIVE, as if no sweep had run.
  const STALE = `UPDATE public.plan_order SET status = 'ACTIVE' WHERE id IN (
    SELECT id FROM public.plan_order WHERE status = 'EXPIRED' AND ends_on < (now() AT TIME ZONE 'Africa/Lagos')::date - 1)`;
  before(async () => {
    ds = await startTestService({ setupSql: STALE });
  });
  after(() => ds?.stop());

  it('runs at start-up, so an order that ended before the service started is EXPIRED; the agent\'s filters and counts agree with verify_card', async () => {
    const { db } = ds.service;
    const today = lagosToday();
    const stale = async () =>
      Number((await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM public.plan_order WHERE status = 'ACTIVE' AND ends_on < $1::date`, [today])).rows[0].n);
    const deadline = Date.now() + 15_000;
    while ((await stale()) > 0) {
      if (Date.now() > deadline) throw new Error('the start-up sweep did not run');
      await sleep(100);
    }
    const { rows: schedule } = await db.query(`SELECT cron, timezone FROM pgboss.schedule WHERE name = $1`, [EXPIRE_ORDERS]);
    assert.deepEqual(schedule, [{ cron: '5 0 * * *', timezone: 'Africa/Lagos' }]);

    // Every agent's orders with a card: the list's status (GraphQL as the agent) is verify_card's.
    const { rows: agents } = await db.query<{ agent_id: string; partner_id: string }>(
      `SELECT DISTINCT agent_id, partner_id FROM public.plan_order WHERE status = 'EXPIRED' LIMIT 3`,
    );
    assert.ok(agents.length > 0, 'the demo has ended plans');
    for (const { agent_id, partner_id } of agents) {
      const headers = await authHeaders({ userId: agent_id, partnerId: partner_id });
      const answer: GraphqlAnswer = await ds.gql(
        `{ plan_order(where: {status: {_in: ["ACTIVE", "EXPIRED"]}}) { status verification_code }
           expired: plan_order_aggregate(where: {status: {_eq: "EXPIRED"}}) { aggregate { count } } }`,
        undefined,
        undefined,
        headers,
      );
      assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
      const orders = answer.data?.plan_order as { status: string; verification_code: string }[];
      const expiredCount = (answer.data?.expired as { aggregate: { count: number } }).aggregate.count;
      assert.equal(expiredCount, orders.filter((o) => o.status === 'EXPIRED').length);
      for (const o of orders) {
        const card: GraphqlAnswer = await ds.gql(`query($code: String!) { verify_card(code: $code) { status } }`, { code: o.verification_code });
        const verified = (card.data?.verify_card as { status: string }).status;
        assert.equal(verified === 'EXPIRED', o.status === 'EXPIRED', `${o.status} in the list, ${verified} on verify`);
      }
    }
  });
});
