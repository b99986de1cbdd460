import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { PARTNER_OPS_ROLE } from '@/lib/domain/roles';
import { addDays, lagosToday } from '@/lib/validation';
import { REDWAVE_NG, SUNLINE_NG } from '../src/seed/partners';
import { createAgent, createCustomerWithDevice, fileScreenClaim } from './support/actions';
import { BUY_PLAN, createSellers, SCREEN_GUARD_PLAN_ID, type Seller } from './support/sales';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/**
 * A phone sold second-hand changes owner (transfer_device, issue 32): the old owner's plan on it ends as a
 * cancellation (refund by its terms, commission taken back), the phone becomes the new owner's with what they
 * paid and when, and the new owner's agent can cover it; history stays the old owner's. Never with a claim
 * open on the phone, never another partner's phone or customer, never by an agent.
 */

const TRANSFER = `mutation ($device: uuid!, $to: uuid!, $price: bigint!, $date: date!, $reason: String!) {
  transfer_device(device_id: $device, to_customer_id: $to, purchase_price_kobo: $price, purchase_date: $date, reason: $reason) { device_id customer_id cancelled_orders changed }
}`;
const REASON = 'Sold second-hand to Ngozi; she showed the receipt';

describe('operations transfer a phone to a new owner', () => {
  let ds: TestService;
  let asOps: Record<string, string>;
  let seller: Seller;
  let orderId: string;
  let newOwner: { customerId: string; agentId: string; headers: Record<string, string> };
  const yesterday = addDays(lagosToday(), -1);

  const sql = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => (await ds.service.db.query<T>(text, params)).rows;
  const codeOf = (answer: GraphqlAnswer) => answer.errors?.[0]?.extensions?.code;
  const transfer = (variables: Record<string, unknown>) => ds.gql(TRANSFER, { price: 8_500_000, date: yesterday, reason: REASON, ...variables }, undefined, asOps);
  const walletOf = async (agentId: string) => Number((await sql<{ kobo: string }>('SELECT wallet_balance_kobo::text AS kobo FROM public.agent WHERE id = $1', [agentId]))[0].kobo);

  before(async () => {
    ds = await startTestService({ config: { runJobs: false } });
    const ops = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id, role: PARTNER_OPS_ROLE });
    asOps = await authHeaders({ role: PARTNER_OPS_ROLE, partnerId: SUNLINE_NG.id, userId: ops.id });
    [seller] = await createSellers(ds.service.db, 1, 1);
    const sale = await ds.gql(BUY_PLAN, { idempotency_key: randomUUID(), device_id: seller.deviceIds[0], plan_id: SCREEN_GUARD_PLAN_ID }, undefined, { authorization: seller.authorization });
    orderId = (sale.data?.buy_plan as { order_id: string }).order_id;
    const agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id, walletKobo: 10_000_000 });
    const { customerId } = await createCustomerWithDevice(ds.service.db, agent);
    newOwner = { customerId, agentId: agent.id, headers: await authHeaders({ partnerId: SUNLINE_NG.id, userId: agent.id }) };
  });
  after(() => ds?.stop());

  it('ends the old owner’s plan as a cancellation, moves the phone with the new purchase, once, audited', async () => {
    const walletBefore = await walletOf(seller.agentId);
    const [{ old_customer: oldCustomer }] = await sql<{ old_customer: string }>('SELECT customer_id AS old_customer FROM public.device WHERE id = $1', [seller.deviceIds[0]]);
    const moved = await transfer({ device: seller.deviceIds[0], to: newOwner.customerId });
    assert.deepEqual(moved.data, { transfer_device: { device_id: seller.deviceIds[0], customer_id: newOwner.customerId, cancelled_orders: 1, changed: true } });
    // Sent again (its answer lost): nothing more ends or moves.
    assert.deepEqual((await transfer({ device: seller.deviceIds[0], to: newOwner.customerId })).data?.transfer_device, {
      device_id: seller.deviceIds[0],
      customer_id: newOwner.customerId,
      cancelled_orders: 0,
      changed: false,
    });

    assert.deepEqual(await sql('SELECT customer_id, agent_id, purchase_price_kobo::int AS price, purchase_date::text AS bought FROM public.device WHERE id = $1', [seller.deviceIds[0]]), [
      { customer_id: newOwner.customerId, agent_id: newOwner.agentId, price: 8_500_000, bought: yesterday },
    ]);
    // The old plan: cancelled within the cooling-off, the whole premium back to the wallet that paid, the commission taken back.
    const [order] = await sql<{ status: string; cancel_reason: string; customer_id: string; premium: number; commission: number }>(
      'SELECT status, cancel_reason, customer_id, premium_kobo::int AS premium, commission_kobo::int AS commission FROM public.plan_order WHERE id = $1',
      [orderId],
    );
    assert.deepEqual({ status: order.status, reason: order.cancel_reason, customer: order.customer_id }, { status: 'CANCELLED', reason: 'The phone was transferred to a new owner', customer: oldCustomer });
    assert.equal(await walletOf(seller.agentId), walletBefore + order.premium - order.commission);

    const audit = await sql<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      `SELECT before, after FROM public.audit_event WHERE action = 'transfer_device' AND record_id = $1`,
      [seller.deviceIds[0]],
    );
    assert.equal(audit.length, 1);
    assert.deepEqual(
      { before: audit[0].before.owner, after: audit[0].after.owner, reason: audit[0].after.reason, ended: audit[0].after.ended_plans, price: audit[0].after.purchase_price_kobo },
      { before: 'Ada Obi', after: 'Ada Obi', reason: REASON, ended: (await sql<{ reference: string }>('SELECT reference FROM public.plan_order WHERE id = $1', [orderId]))[0].reference, price: 8_500_000 },
    );
  });

  it('lets the new owner’s agent cover the phone, bought second-hand yesterday', async () => {
    const sale = await ds.gql(BUY_PLAN, { idempotency_key: randomUUID(), device_id: seller.deviceIds[0], plan_id: SCREEN_GUARD_PLAN_ID }, undefined, newOwner.headers);
    assert.equal(sale.errors, undefined);
    const newOrder = (sale.data?.buy_plan as { order_id: string }).order_id;
    assert.deepEqual(await sql('SELECT customer_id, agent_id, status FROM public.plan_order WHERE id = $1', [newOrder]), [
      { customer_id: newOwner.customerId, agent_id: newOwner.agentId, status: 'ACTIVE' },
    ]);
    // The old owner's agent no longer sells on it.
    const again = await ds.gql(BUY_PLAN, { idempotency_key: randomUUID(), device_id: seller.deviceIds[0], plan_id: SCREEN_GUARD_PLAN_ID }, undefined, { authorization: seller.authorization });
    assert.equal(codeOf(again), 'not-found');
  });

  it('waits for an open claim, and never takes another partner’s phone or customer, or an agent’s word', async () => {
    const agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    const { claimId, reference } = await fileScreenClaim(ds.service.db, agent);
    const [{ device_id: claimed }] = await sql<{ device_id: string }>('SELECT device_id FROM public.claim WHERE id = $1', [claimId]);
    const refused = await transfer({ device: claimed, to: newOwner.customerId });
    assert.equal(codeOf(refused), 'open-claim-exists');
    assert.match(refused.errors?.[0]?.message ?? '', new RegExp(`Claim ${reference} is open on this phone`));
    assert.deepEqual(await sql('SELECT count(*)::int AS n FROM public.plan_order WHERE device_id = $1 AND status = $2', [claimed, 'CANCELLED']), [{ n: 0 }]);

    const foreign = await createAgent(ds.service.db, { partnerId: REDWAVE_NG.id });
    const elsewhere = await createCustomerWithDevice(ds.service.db, foreign);
    assert.equal(codeOf(await transfer({ device: elsewhere.deviceId, to: newOwner.customerId })), 'not-found');
    assert.equal(codeOf(await transfer({ device: claimed, to: elsewhere.customerId })), 'not-found');
    assert.equal(codeOf(await transfer({ device: claimed, to: newOwner.customerId, date: addDays(lagosToday(), 2) })), 'validation-failed');
    assert.equal(codeOf(await transfer({ device: claimed, to: newOwner.customerId, reason: ' ' })), 'validation-failed');
    assert.ok(codeOf(await ds.gql(TRANSFER, { device: claimed, to: newOwner.customerId, price: 8_500_000, date: yesterday, reason: REASON }, undefined, newOwner.headers)));
  });
});
