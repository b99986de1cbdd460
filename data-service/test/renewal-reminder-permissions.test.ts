import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ORDER_STATUSES_WITH_CARD } from '@/lib/cards/cardStatus';
import { IN_FORCE_ORDER_STATUS } from '@/lib/domain/orders';
import { addDays, lagosToday } from '@/lib/validation';
import { queueRenewalReminders } from '../src/orders/renewalReminders';
import { DEMO_IDS } from '../src/seed/demo';
import { REDWAVE_NG, SUNLINE_NG } from '../src/seed/partners';
import { createAgent, createCustomerWithDevice, createOrder, type TestAgent } from './support/actions';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/**
 * The agent's renewal reminders (issue 31, registry.ts): an agent reads the reminders of its own orders,
 * through the order, and none of another agent's (same partner or not); nobody writes them over GraphQL.
 * Fresh agents, so the demo's orders are not in the counts; the reminders are queued by the real sweep.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (npm run test:data-service runs both).
 */

type Row = Record<string, unknown>;

describe('renewal reminders for the agent role', () => {
  let ds: TestService;
  let a: TestAgent;
  let b: TestAgent;
  let c: TestAgent;
  let asA: Record<string, string>;
  let asB: Record<string, string>;
  const today = lagosToday();
  const orders: Record<'a1' | 'a2' | 'a3' | 'a4' | 'b1' | 'c1', string> = { a1: '', a2: '', a3: '', a4: '', b1: '', c1: '' };

  const data = (answer: GraphqlAnswer) => {
    assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
    return answer.data as Record<string, Row[] & Row>;
  };
  const orderIdsOf = (rows: Row[]) => rows.map((row) => row.order_id as string).sort();

  before(async () => {
    // No job runs: the test queues the reminders itself, so nothing is added while it reads.
    ds = await startTestService({ config: { runJobs: false } });
    const { db } = ds.service;
    a = await createAgent(db, { partnerId: SUNLINE_NG.id });
    b = await createAgent(db, { partnerId: SUNLINE_NG.id });
    c = await createAgent(db, { partnerId: REDWAVE_NG.id });
    const order = async (agent: TestAgent, endsOn: string, planId: string) => {
      const device = await createCustomerWithDevice(db, agent);
      return { device, ...(await createOrder(db, agent, device, planId, { startsOn: addDays(endsOn, -364), endsOn })) };
    };
    const sunlinePlan = DEMO_IDS[SUNLINE_NG.code].planIds.TOTAL_CARE;
    const a3 = await order(a, addDays(today, 7), sunlinePlan);
    orders.a1 = (await order(a, addDays(today, 7), sunlinePlan)).id;
    orders.a2 = (await order(a, addDays(today, 30), sunlinePlan)).id;
    orders.a3 = a3.id;
    orders.a4 = (await order(a, addDays(today, 1), sunlinePlan)).id;
    orders.b1 = (await order(b, addDays(today, 7), sunlinePlan)).id;
    orders.c1 = (await order(c, addDays(today, 7), DEMO_IDS[REDWAVE_NG.code].planIds.TOTAL_CARE)).id;
    await queueRenewalReminders(db);
    // After the reminder: a3 is renewed and paid for, a4 is cancelled. Their reminders stay, no longer open.
    const renewal = await createOrder(db, a, a3.device, sunlinePlan, { startsOn: addDays(today, 8), endsOn: addDays(today, 372) });
    await db.query(`UPDATE public.plan_order SET renewal_of_id = $1 WHERE id = $2`, [a3.id, renewal.id]);
    await db.query(`UPDATE public.plan_order SET status = 'CANCELLED' WHERE id = $1`, [orders.a4]);
    asA = await authHeaders({ role: 'agent', userId: a.id, partnerId: a.partnerId });
    asB = await authHeaders({ role: 'agent', userId: b.id, partnerId: b.partnerId });
  });
  after(() => ds?.stop());

  it('lists each agent the reminders of its own orders only, as the database holds them', async () => {
    const { rows } = await ds.service.db.query<{ order_id: string; agent_id: string }>(
      `SELECT r.order_id, o.agent_id FROM public.renewal_reminder r JOIN public.plan_order o ON o.id = r.order_id WHERE o.agent_id = ANY($1::uuid[])`,
      [[a.id, b.id, c.id]],
    );
    const held = (agent: TestAgent) => rows.filter((row) => row.agent_id === agent.id).map((row) => row.order_id).sort();
    assert.deepEqual(held(a), [orders.a1, orders.a2, orders.a3, orders.a4].sort(), 'the sweep queued one for each of A’s plans');
    assert.equal(held(c).length, 1);

    const list = `{ renewal_reminder(order_by: {order_id: asc}) { order_id days_before due_on order { agent_id } } }`;
    const seenByA = data(await ds.gql(list, undefined, undefined, asA)).renewal_reminder;
    assert.deepEqual(orderIdsOf(seenByA), held(a));
    assert.ok(seenByA.every((row) => (row.order as Row).agent_id === a.id));
    assert.deepEqual(
      seenByA.map((row) => [row.order_id, row.days_before, row.due_on]).sort(),
      [
        [orders.a1, 7, today],
        [orders.a2, 30, today],
        [orders.a3, 7, today],
        [orders.a4, 1, today],
      ].sort(),
    );
    assert.deepEqual(orderIdsOf(data(await ds.gql(list, undefined, undefined, asB)).renewal_reminder), [orders.b1]);
  });

  it('shows A nothing of B’s or C’s reminders: not by key, not by filter, not through an order', async () => {
    const byKey = `query($o: uuid!, $d: Int!) { renewal_reminder_by_pk(order_id: $o, days_before: $d) { order_id } }`;
    assert.deepEqual(data(await ds.gql(byKey, { o: orders.a1, d: 7 }, undefined, asA)).renewal_reminder_by_pk, { order_id: orders.a1 });
    for (const other of [orders.b1, orders.c1]) {
      assert.equal(data(await ds.gql(byKey, { o: other, d: 7 }, undefined, asA)).renewal_reminder_by_pk, null);
    }
    for (const where of [{ order_id: { _in: [orders.b1, orders.c1] } }, { order: { agent_id: { _in: [b.id, c.id] } } }]) {
      const answer = await ds.gql(`query($w: renewal_reminder_bool_exp!) { renewal_reminder(where: $w) { order_id } }`, { w: where }, undefined, asA);
      assert.deepEqual(data(answer).renewal_reminder, [], JSON.stringify(where));
    }
    // Through the orders: A's order lists its reminder; B's order is not A's to open.
    const ordersAnswer = data(
      await ds.gql(`query($ids: [uuid!]!) { plan_order(where: {id: {_in: $ids}}) { id renewal_reminders { days_before } } }`, { ids: [orders.a1, orders.b1] }, undefined, asA),
    );
    assert.deepEqual(ordersAnswer.plan_order, [{ id: orders.a1, renewal_reminders: [{ days_before: 7 }] }]);
  });

  it('finds the open reminders as the to-do list asks: in force, not ended, no paid-for renewal, soonest first', async () => {
    const where = {
      status: { _eq: IN_FORCE_ORDER_STATUS },
      ends_on: { _gte: today },
      renewal_reminders: {},
      _not: { renewals: { status: { _in: [...ORDER_STATUSES_WITH_CARD] } } },
    };
    const query = `query($w: plan_order_bool_exp!) { plan_order(where: $w, order_by: [{ends_on: asc}, {id: asc}]) { id } }`;
    assert.deepEqual(data(await ds.gql(query, { w: where }, undefined, asA)).plan_order, [{ id: orders.a1 }, { id: orders.a2 }]);
    assert.deepEqual(data(await ds.gql(query, { w: where }, undefined, asB)).plan_order, [{ id: orders.b1 }]);
  });

  it('lets no role write a reminder, and shows anonymous none', async () => {
    const schema = data(await ds.gql('{ __schema { mutationType { fields { name } } } }', undefined, undefined, asA));
    const mutations = ((schema.__schema as Row).mutationType as { fields: { name: string }[] } | null)?.fields ?? [];
    assert.deepEqual(mutations.map((field) => field.name).filter((name) => name.includes('renewal_reminder')), []);
    const anonymous = await ds.gql('{ renewal_reminder { order_id } }');
    assert.equal(anonymous.data, undefined);
    assert.match(anonymous.errors?.[0]?.message ?? '', /field 'renewal_reminder' not found in type: 'query_root'/);
  });
});
