import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { PARTNER_OPS_ROLE } from '@/lib/domain/roles';
import { clawbackShares } from '../src/actions/db/wallet';
import { REDWAVE_NG, SUNLINE_NG } from '../src/seed/partners';
import { createAgent, createCustomerWithDevice } from './support/actions';
import { BUY_PLAN, createSellers, SCREEN_GUARD_PLAN_ID, type Seller } from './support/sales';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/**
 * Operations give customers to another agent (reassign_customers, issue 32): one customer, or all of an
 * agent's. Devices, plans, claims and the plans' payments go with them — the new agent sees and serves them,
 * the old one no longer — while the wallet ledger stays as it was: a cancellation afterwards pays back the
 * wallet that paid and takes the commission back from who earned it.
 */

const REASSIGN = `mutation ($customer: uuid, $from: uuid, $to: uuid!, $reason: String!) {
  reassign_customers(customer_id: $customer, from_agent_id: $from, to_agent_id: $to, reason: $reason) { to_agent_id moved }
}`;
const CANCEL = `mutation ($key: uuid!, $order: uuid!, $reason: String!) {
  cancel_order(idempotency_key: $key, order_id: $order, reason: $reason) { order_id status refund_kobo clawback_kobo basis }
}`;
const SEES = `query ($customer: uuid!, $order: uuid!) {
  customer_by_pk(id: $customer) { id devices { id } }
  plan_order_by_pk(id: $order) { id payments { id } }
}`;
const REASON = 'Amaka left the company; Tunde serves her shop now';

describe('operations give customers to another agent', () => {
  let ds: TestService;
  let asOps: Record<string, string>;
  let opsId: string;
  let seller: Seller;
  let customerId: string;
  let orderId: string;
  let newAgent: { id: string; headers: Record<string, string> };

  const sql = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => (await ds.service.db.query<T>(text, params)).rows;
  const codeOf = (answer: GraphqlAnswer) => answer.errors?.[0]?.extensions?.code;
  const reassign = (variables: Record<string, unknown>) => ds.gql(REASSIGN, { reason: REASON, ...variables }, undefined, asOps);
  const walletOf = async (agentId: string) => Number((await sql<{ kobo: string }>('SELECT wallet_balance_kobo::text AS kobo FROM public.agent WHERE id = $1', [agentId]))[0].kobo);

  before(async () => {
    ds = await startTestService({ config: { runJobs: false } });
    const ops = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id, role: PARTNER_OPS_ROLE });
    opsId = ops.id;
    asOps = await authHeaders({ role: PARTNER_OPS_ROLE, partnerId: SUNLINE_NG.id, userId: ops.id });
    [seller] = await createSellers(ds.service.db, 1, 2);
    const sale = await ds.gql(BUY_PLAN, { idempotency_key: randomUUID(), device_id: seller.deviceIds[0], plan_id: SCREEN_GUARD_PLAN_ID }, undefined, { authorization: seller.authorization });
    orderId = (sale.data?.buy_plan as { order_id: string }).order_id;
    [{ customer_id: customerId }] = await sql<{ customer_id: string }>('SELECT customer_id FROM public.plan_order WHERE id = $1', [orderId]);
    const agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    newAgent = { id: agent.id, headers: await authHeaders({ partnerId: SUNLINE_NG.id, userId: agent.id }) };
  });
  after(() => ds?.stop());

  it('moves a customer with its devices, plans and their payments, once, audited with the reason; the ledger stays', async () => {
    const ledgerBefore = await sql('SELECT id, agent_id, kind, amount_kobo FROM public.wallet_transaction WHERE agent_id = $1 ORDER BY seq', [seller.agentId]);
    assert.deepEqual((await reassign({ customer: customerId, to: newAgent.id })).data, { reassign_customers: { to_agent_id: newAgent.id, moved: 1 } });
    // Sent again (its answer lost): nothing more moves or is written.
    assert.deepEqual((await reassign({ customer: customerId, to: newAgent.id })).data, { reassign_customers: { to_agent_id: newAgent.id, moved: 0 } });

    const owners = await sql<{ t: string; agent_id: string }>(
      `SELECT 'customer' AS t, agent_id FROM public.customer WHERE id = $1
       UNION ALL SELECT 'device', agent_id FROM public.device WHERE customer_id = $1
       UNION ALL SELECT 'order', agent_id FROM public.plan_order WHERE customer_id = $1
       UNION ALL SELECT 'payment', p.agent_id FROM public.payment p JOIN public.plan_order o ON o.id = p.plan_order_id WHERE o.customer_id = $1`,
      [customerId],
    );
    assert.deepEqual(owners.map((row) => row.t).sort(), ['customer', 'device', 'device', 'order', 'payment']);
    assert.ok(owners.every((row) => row.agent_id === newAgent.id), JSON.stringify(owners));
    assert.deepEqual(await sql('SELECT id, agent_id, kind, amount_kobo FROM public.wallet_transaction WHERE agent_id = $1 ORDER BY seq', [seller.agentId]), ledgerBefore);

    const audit = await sql<{ actor_id: string; before: unknown; after: unknown }>(
      `SELECT actor_id, before, after FROM public.audit_event WHERE action = 'reassign_customers' AND record_id = $1`,
      [customerId],
    );
    assert.deepEqual(audit, [
      { actor_id: opsId, before: { agent_id: seller.agentId, agent: 'Load Seller' }, after: { agent_id: newAgent.id, agent: 'Test Agent', reason: REASON } },
    ]);
  });

  it('shows the customer to the new agent only; the old one can no longer sell on its device', async () => {
    const seen = await ds.gql(SEES, { customer: customerId, order: orderId }, undefined, newAgent.headers);
    assert.equal((seen.data?.customer_by_pk as { devices: unknown[] }).devices.length, 2);
    assert.equal((seen.data?.plan_order_by_pk as { payments: unknown[] }).payments.length, 1);
    assert.deepEqual((await ds.gql(SEES, { customer: customerId, order: orderId }, undefined, { authorization: seller.authorization })).data, {
      customer_by_pk: null,
      plan_order_by_pk: null,
    });
    const sale = await ds.gql(BUY_PLAN, { idempotency_key: randomUUID(), device_id: seller.deviceIds[1], plan_id: SCREEN_GUARD_PLAN_ID }, undefined, { authorization: seller.authorization });
    assert.equal(codeOf(sale), 'not-found');
  });

  it('cancelled by the new agent, pays the wallet that paid and takes the commission back from who earned it', async () => {
    const sellerBefore = await walletOf(seller.agentId);
    const cancelled = await ds.gql(CANCEL, { key: randomUUID(), order: orderId, reason: 'The customer changed their mind' }, undefined, newAgent.headers);
    assert.equal(cancelled.errors, undefined);
    const { refund_kobo: refund, clawback_kobo: clawback } = cancelled.data?.cancel_order as { refund_kobo: number; clawback_kobo: number };
    assert.ok(refund > 0 && clawback > 0);
    assert.equal(await walletOf(newAgent.id), 0);
    assert.equal(await walletOf(seller.agentId), sellerBefore + refund - clawback);
    assert.deepEqual(
      await sql(`SELECT agent_id, kind, amount_kobo::int AS amount FROM public.wallet_transaction WHERE plan_order_id = $1 AND kind IN ('REFUND', 'COMMISSION') AND amount_kobo <> 0 ORDER BY seq`, [orderId]),
      [
        { agent_id: seller.agentId, kind: 'COMMISSION', amount: clawback },
        { agent_id: seller.agentId, kind: 'REFUND', amount: refund },
        { agent_id: seller.agentId, kind: 'COMMISSION', amount: -clawback },
      ],
    );
  });

  it('moves every customer of an agent at once', async () => {
    const leaving = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    await createCustomerWithDevice(ds.service.db, leaving);
    await createCustomerWithDevice(ds.service.db, leaving);
    assert.deepEqual((await reassign({ from: leaving.id, to: newAgent.id })).data, { reassign_customers: { to_agent_id: newAgent.id, moved: 2 } });
    assert.deepEqual(await sql('SELECT count(*)::int AS n FROM public.customer WHERE agent_id = $1', [leaving.id]), [{ n: 0 }]);
    assert.deepEqual(await sql('SELECT count(*)::int AS n FROM public.device WHERE agent_id = $1', [leaving.id]), [{ n: 0 }]);
  });

  it('gives customers only to an active selling agent of the partner, named one way, by operations only', async () => {
    const staff = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id, role: PARTNER_OPS_ROLE });
    const suspended = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id, status: 'SUSPENDED' });
    const foreign = await createAgent(ds.service.db, { partnerId: REDWAVE_NG.id });
    const { customerId: foreignCustomer } = await createCustomerWithDevice(ds.service.db, foreign);

    assert.equal(codeOf(await reassign({ customer: customerId, to: staff.id })), 'agent-not-available');
    const toSuspended = await reassign({ customer: customerId, to: suspended.id });
    assert.equal(codeOf(toSuspended), 'agent-not-available');
    assert.match(toSuspended.errors?.[0]?.message ?? '', /is suspended: choose an agent who signs in/);
    assert.equal(codeOf(await reassign({ customer: customerId, to: foreign.id })), 'not-found');
    assert.equal(codeOf(await reassign({ customer: foreignCustomer, to: newAgent.id })), 'not-found');
    assert.equal(codeOf(await reassign({ to: newAgent.id })), 'validation-failed');
    assert.equal(codeOf(await reassign({ customer: customerId, from: seller.agentId, to: newAgent.id })), 'validation-failed');
    assert.equal(codeOf(await reassign({ customer: customerId, to: newAgent.id, reason: '  ' })), 'validation-failed');
    assert.ok(codeOf(await ds.gql(REASSIGN, { customer: customerId, to: seller.agentId, reason: REASON }, undefined, newAgent.headers)));
    assert.deepEqual(await sql('SELECT agent_id FROM public.customer WHERE id = $1', [customerId]), [{ agent_id: newAgent.id }]);
  });

  it('shares a clawback among the agents who earned the commission, in proportion, to the kobo', async () => {
    const [a, b] = [await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id }), await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id })];
    await ds.service.db.transaction(async (tx) => {
      const shares = async () => (await clawbackShares(tx, orderId, 'nobody', 1001)).filter((share) => share.agentId === a.id || share.agentId === b.id);
      // The order's commission as if a's sale earned 2/3 of it and b's instalments the rest (rolled back after).
      await tx.query(`DELETE FROM public.wallet_transaction WHERE plan_order_id = $1 AND kind = 'COMMISSION'`, [orderId]);
      await tx.query(
        `INSERT INTO public.wallet_transaction (partner_id, agent_id, kind, amount_kobo, balance_after_kobo, description, plan_order_id) VALUES ($1, $2, 'COMMISSION', 2000, 2000, 'x', $4), ($1, $3, 'COMMISSION', 1000, 1000, 'x', $4)`,
        [SUNLINE_NG.id, a.id, b.id, orderId],
      );
      const got = await shares();
      assert.deepEqual(
        got.sort((x, y) => (x.agentId === a.id ? -1 : y.agentId === a.id ? 1 : 0)),
        [
          { agentId: a.id, amountKobo: 667 },
          { agentId: b.id, amountKobo: 334 },
        ],
      );
      assert.deepEqual(await clawbackShares(tx, randomUUID(), 'the canceller', 500), [{ agentId: 'the canceller', amountKobo: 500 }]);
      throw new Error('rollback');
    }).catch((error: Error) => assert.equal(error.message, 'rollback'));
  });
});
