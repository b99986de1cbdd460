import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { addDays, daysBetween, lagosToday } from '@/lib/validation';
import { createBuyPlan } from '../src/actions/handlers/buyPlan';
import { createCancelOrder } from '../src/actions/handlers/cancelOrder';
import { createConfirmPayment } from '../src/actions/handlers/confirmPayment';
import { quoteCancellation } from '../src/actions/handlers/quoteCancellation';
import { submitClaim } from '../src/actions/handlers/submitClaim';
import { verifyCard } from '../src/actions/handlers/verifyCard';
import { memoryLogger } from '../src/log';
import { cancellationRefundKey, paymentJobs } from '../src/payments/jobs';
import { PAYMENT_JOBS, type PaymentJobDependencies } from '../src/payments/services';
import { processWebhookEvent, storeWebhookEvent } from '../src/payments/webhookEvents';
import { DEMO_IDS } from '../src/seed/demo';
import { DEVICECOVER } from '../src/seed/partners';
import { actionError, ANONYMOUS, createAgent, createCustomerWithDevice, createOrder, openActionTestDb, runAction, type ActionTestDb, type TestAgent } from './support/actions';
import { paymentDoubles, type GatewayDouble, type QueueDouble } from './support/paymentDoubles';

/**
 * cancel_order (issue 31, "Cancellation"): what comes back and through which channel, the commission
 * clawed back, one cancellation and one refund however often it is asked, and the refusals. Both databases.
 */

// DeviceCover allows monthly plans. Screen Guard gives nothing back after cooling-off, Total Care the unused days.
const PLANS = DEMO_IDS[DEVICECOVER.code].planIds;
const DAY_MS = 86_400_000;
type Answer = Record<string, unknown>;

describe('cancel_order', () => {
  let t: ActionTestDb;
  let gateway: GatewayDouble;
  let queue: QueueDouble;
  let deps: PaymentJobDependencies;
  let handlers: { buy: ReturnType<typeof createBuyPlan>; cancel: ReturnType<typeof createCancelOrder>; confirm: ReturnType<typeof createConfirmPayment> };
  before(async () => {
    t = await openActionTestDb();
    const doubles = paymentDoubles();
    gateway = doubles.gateway;
    queue = doubles.queue;
    deps = { db: t.db, gateway, queue, log: memoryLogger(), appPublicUrl: doubles.services.appPublicUrl };
    handlers = { buy: createBuyPlan(doubles.services), cancel: createCancelOrder(doubles.services), confirm: createConfirmPayment(doubles.services) };
  });
  after(() => t.close());

  async function buy(agent: TestAgent, overrides: Answer = {}): Promise<Answer> {
    const device = await createCustomerWithDevice(t.db, agent);
    const input = { idempotency_key: randomUUID(), device_id: device.deviceId, plan_id: PLANS.SCREEN_GUARD, billing: 'PREPAID', payment_method: 'WALLET', ...overrides };
    return (await runAction(t.db, handlers.buy, input, { session: agent.session })) as Answer;
  }
  const cancel = (agent: TestAgent, input: Answer, now?: Date) => runAction(t.db, handlers.cancel, input, { session: agent.session, now }) as Promise<Answer>;
  const quote = (agent: TestAgent, orderId: unknown, now?: Date) => runAction(t.db, quoteCancellation, { order_id: orderId }, { session: agent.session, now }) as Promise<Answer>;
  const cancelInput = (orderId: unknown, overrides: Answer = {}) => ({ idempotency_key: randomUUID(), order_id: orderId, reason: 'Customer changed their mind', ...overrides });
  const daysLater = (days: number) => new Date(Date.now() + days * DAY_MS);

  async function ledger(agentId: string) {
    const { rows } = await t.db.query<{ kind: string; amount: number; description: string }>(
      `SELECT kind, amount_kobo::int AS amount, description FROM public.wallet_transaction WHERE agent_id = $1 ORDER BY seq`,
      [agentId],
    );
    return rows;
  }
  async function balance(agentId: string) {
    const { rows } = await t.db.query<{ balance: number }>(`SELECT wallet_balance_kobo::int AS balance FROM public.agent WHERE id = $1`, [agentId]);
    return rows[0].balance;
  }
  async function order(orderId: unknown) {
    const { rows } = await t.db.query<{ status: string; cancel_reason: string | null; cancelled: boolean; starts_on: string; ends_on: string }>(
      `SELECT status, cancel_reason, cancelled_at IS NOT NULL AS cancelled, starts_on::text AS starts_on, ends_on::text AS ends_on FROM public.plan_order WHERE id = $1`,
      [orderId],
    );
    return rows[0];
  }
  async function payment(paymentId: unknown) {
    const { rows } = await t.db.query<{ status: string; refunded: number }>(`SELECT status, refunded_kobo::int AS refunded FROM public.payment WHERE id = $1`, [paymentId]);
    return rows[0];
  }

  it('within cooling-off, a wallet sale: everything back to the wallet, the commission taken back, the order CANCELLED with its reason', async () => {
    const agent = await createAgent(t.db, { partnerId: DEVICECOVER.id, walletKobo: 2_000_000 });
    const sold = await buy(agent);
    const answer = await cancel(agent, cancelInput(sold.order_id, { reason: '  Customer changed their mind  ' }));
    assert.deepEqual(answer, { order_id: sold.order_id, status: 'CANCELLED', refund_kobo: 600_000, clawback_kobo: 60_000, basis: 'COOLING_OFF' });
    assert.deepEqual(
      (await ledger(agent.id)).map((line) => [line.kind, line.amount, line.description]),
      [
        ['FUNDING', 2_000_000, 'Opening balance'],
        ['PURCHASE', -600_000, `Screen Guard for Tecno Camon 20 (${String(sold.reference)})`],
        ['COMMISSION', 60_000, `Commission on ${String(sold.reference)}`],
        ['REFUND', 600_000, `Refund of cancelled ${String(sold.reference)}`],
        ['COMMISSION', -60_000, `Commission taken back on cancelled ${String(sold.reference)}`],
      ],
    );
    assert.equal(await balance(agent.id), 2_000_000, 'the agent ends where it began');
    assert.deepEqual(await payment(sold.payment_id), { status: 'REFUNDED', refunded: 600_000 });
    const cancelled = await order(sold.order_id);
    assert.deepEqual([cancelled.status, cancelled.cancel_reason, cancelled.cancelled], ['CANCELLED', 'Customer changed their mind', true]);
    assert.equal(queue.named(PAYMENT_JOBS.refundCancelled).length, 0, 'nothing for the gateway');
  });

  it('within cooling-off, a card sale: a refund job sent with the cancellation; run twice, one refund at the gateway; the payment REFUNDED on its webhook', async () => {
    const agent = await createAgent(t.db, { partnerId: DEVICECOVER.id });
    const sold = await buy(agent, { payment_method: 'CARD' });
    gateway.pay(String(sold.payment_reference));
    await runAction(t.db, handlers.confirm, { payment_id: sold.payment_id }, { session: agent.session });
    assert.equal((await order(sold.order_id)).status, 'ACTIVE');
    assert.equal(await balance(agent.id), 60_000, 'the commission credited');

    const answer = await cancel(agent, cancelInput(sold.order_id));
    assert.deepEqual([answer.refund_kobo, answer.clawback_kobo, answer.basis], [600_000, 60_000, 'COOLING_OFF']);
    assert.equal(await balance(agent.id), 0, 'the commission taken back');
    assert.deepEqual((await ledger(agent.id)).map((line) => [line.kind, line.amount]), [['COMMISSION', 60_000], ['COMMISSION', -60_000]]);
    const sent = queue.named(PAYMENT_JOBS.refundCancelled).filter((job) => job.data.orderId === sold.order_id);
    assert.deepEqual(sent.map((job) => job.data), [{ orderId: sold.order_id, paymentId: sold.payment_id, amountKobo: 600_000, reason: 'Customer changed their mind' }]);

    const job = paymentJobs(deps).find((definition) => definition.name === PAYMENT_JOBS.refundCancelled);
    assert.ok(job);
    await job.work(sent[0].data);
    await job.work(sent[0].data);
    const refunds = gateway.refunds.filter((refund) => refund.transactionReference === sold.payment_reference);
    assert.equal(refunds.length, 1, 'one refund at the gateway however often the job runs');
    const { rows } = await t.db.query(`SELECT amount_kobo::int AS amount, status, reason, idempotency_key FROM public.payment_refund WHERE payment_id = $1`, [sold.payment_id]);
    assert.deepEqual(rows, [{ amount: 600_000, status: 'PENDING', reason: 'Plan cancelled: Customer changed their mind', idempotency_key: cancellationRefundKey(String(sold.order_id)) }]);

    const { raw, signature } = gateway.webhook({ kind: 'refund', refund: { ...refunds[0], status: 'processed' } });
    const read = gateway.readWebhook(raw, signature);
    assert.ok(read);
    const stored = await storeWebhookEvent(deps, gateway.name, raw, read);
    assert.notEqual(stored, 'duplicate');
    await processWebhookEvent(deps, String(queue.named(PAYMENT_JOBS.event).at(-1)?.data.eventId));
    assert.deepEqual(await payment(sold.payment_id), { status: 'REFUNDED', refunded: 600_000 });
  });

  it('a card sale whose commission the agent has spent: refused with the shortfall, nothing written', async () => {
    const agent = await createAgent(t.db, { partnerId: DEVICECOVER.id });
    const sold = await buy(agent, { payment_method: 'CARD' });
    gateway.pay(String(sold.payment_reference));
    await runAction(t.db, handlers.confirm, { payment_id: sold.payment_id }, { session: agent.session });
    await t.db.query(`UPDATE public.agent SET wallet_balance_kobo = 10000 WHERE id = $1`, [agent.id]);
    const refused = await actionError(cancel(agent, cancelInput(sold.order_id)));
    assert.deepEqual([refused.code, refused.extensions.shortfall_kobo], ['insufficient-wallet-balance', 50_000]);
    assert.match(refused.message, /fund the wallet/);
    assert.equal((await order(sold.order_id)).status, 'ACTIVE');
    assert.equal(queue.named(PAYMENT_JOBS.refundCancelled).filter((job) => job.data.orderId === sold.order_id).length, 0, 'no refund job: every refusal comes before it is sent');
  });

  it('after cooling-off: PRO_RATA gives back the unused days (rounded down), the commission in proportion', async () => {
    const agent = await createAgent(t.db, { partnerId: DEVICECOVER.id, walletKobo: 2_000_000 });
    const sold = await buy(agent, { plan_id: PLANS.TOTAL_CARE });
    const paid = Number(sold.amount_paid_kobo);
    const commission = Number(sold.commission_kobo);
    const now = daysLater(20);
    const { starts_on: startsOn, ends_on: endsOn } = await order(sold.order_id);
    const unused = daysBetween(lagosToday(now), endsOn);
    const refund = Math.floor((paid * unused) / (daysBetween(startsOn, endsOn) + 1));
    const clawback = Math.floor((commission * refund) / paid);
    assert.ok(refund > 0 && refund < paid);

    const answer = await cancel(agent, cancelInput(sold.order_id), now);
    assert.deepEqual([answer.refund_kobo, answer.clawback_kobo, answer.basis], [refund, clawback, 'PRO_RATA']);
    assert.deepEqual((await ledger(agent.id)).slice(-2).map((line) => [line.kind, line.amount]), [['REFUND', refund], ['COMMISSION', -clawback]]);
    assert.equal(await balance(agent.id), 2_000_000 - paid + commission + refund - clawback);
    assert.deepEqual(await payment(sold.payment_id), { status: 'SUCCEEDED', refunded: refund }, 'part refunded: still SUCCEEDED');
  });

  it('after cooling-off: a plan that says NONE gives nothing back and takes no commission', async () => {
    const agent = await createAgent(t.db, { partnerId: DEVICECOVER.id, walletKobo: 2_000_000 });
    const sold = await buy(agent);
    const before = await ledger(agent.id);
    const answer = await cancel(agent, cancelInput(sold.order_id), daysLater(15));
    assert.deepEqual([answer.status, answer.refund_kobo, answer.clawback_kobo, answer.basis], ['CANCELLED', 0, 0, 'NONE']);
    assert.deepEqual(await ledger(agent.id), before);
    assert.equal((await order(sold.order_id)).status, 'CANCELLED');
  });

  it('a claim on the plan (not rejected): nothing back, even within cooling-off; a rejected one does not count', async () => {
    const agent = await createAgent(t.db, { partnerId: DEVICECOVER.id, walletKobo: 4_000_000 });
    const claimed = await buy(agent);
    const rejected = await buy(agent);
    const addClaim = async (orderId: unknown, status: string) =>
      t.db.query(
        `INSERT INTO public.claim (partner_id, agent_id, customer_id, device_id, plan_order_id, reference, claim_type, incident_date, description, status, excess_kobo, idempotency_key)
         SELECT partner_id, agent_id, customer_id, device_id, id, 'CLM-2026-' || lpad((floor(random() * 900000) + 100000)::text, 6, '0'), 'SCREEN', $2::date,
                'The screen cracked after a fall', $3, 0, gen_random_uuid()
           FROM public.plan_order WHERE id = $1`,
        [orderId, lagosToday(), status],
      );
    await addClaim(claimed.order_id, 'UNDER_REVIEW');
    await addClaim(rejected.order_id, 'REJECTED');
    const answer = await cancel(agent, cancelInput(claimed.order_id));
    assert.deepEqual([answer.refund_kobo, answer.clawback_kobo, answer.basis], [0, 0, 'NONE']);
    const other = await cancel(agent, cancelInput(rejected.order_id));
    assert.deepEqual([other.refund_kobo, other.basis], [600_000, 'COOLING_OFF']);
  });

  it('a monthly plan: its instalment back within cooling-off, nothing after it', async () => {
    const agent = await createAgent(t.db, { partnerId: DEVICECOVER.id, walletKobo: 2_000_000 });
    const early = await buy(agent, { billing: 'POSTPAID' });
    const instalment = Number(early.amount_paid_kobo);
    assert.equal(instalment, Number(early.instalment_kobo));
    const inCoolingOff = await cancel(agent, cancelInput(early.order_id));
    assert.deepEqual([inCoolingOff.refund_kobo, inCoolingOff.clawback_kobo, inCoolingOff.basis], [instalment, Number(early.commission_kobo), 'COOLING_OFF']);

    const late = await buy(agent, { billing: 'POSTPAID', plan_id: PLANS.TOTAL_CARE });
    const afterIt = await cancel(agent, cancelInput(late.order_id), daysLater(20));
    assert.deepEqual([afterIt.refund_kobo, afterIt.clawback_kobo, afterIt.basis], [0, 0, 'NONE']);
  });

  it('a double click (one key, at once): cancelled once, refunded once, one set of ledger lines, the same answer', async () => {
    const agent = await createAgent(t.db, { partnerId: DEVICECOVER.id, walletKobo: 2_000_000 });
    const sold = await buy(agent);
    const input = cancelInput(sold.order_id);
    const answers = await Promise.all([cancel(agent, input), cancel(agent, input), cancel(agent, input)]);
    assert.deepEqual(answers[1], answers[0]);
    assert.deepEqual(answers[2], answers[0]);
    assert.equal(answers[0].refund_kobo, 600_000);
    assert.deepEqual((await ledger(agent.id)).map((line) => line.kind), ['FUNDING', 'PURCHASE', 'COMMISSION', 'REFUND', 'COMMISSION']);
    assert.deepEqual(await cancel(agent, input), answers[0], 'the key again later: the same answer');

    const again = await actionError(cancel(agent, cancelInput(sold.order_id)));
    assert.equal(again.code, 'order-already-cancelled');
    assert.match(again.message, /cancelled already/);
    assert.equal((await ledger(agent.id)).length, 5);
  });

  it('a gateway sale cancelled twice at once: one refund job', async () => {
    const agent = await createAgent(t.db, { partnerId: DEVICECOVER.id });
    const sold = await buy(agent, { payment_method: 'CARD' });
    gateway.pay(String(sold.payment_reference));
    await runAction(t.db, handlers.confirm, { payment_id: sold.payment_id }, { session: agent.session });
    const input = cancelInput(sold.order_id);
    await Promise.all([cancel(agent, input), cancel(agent, input)]);
    assert.equal(queue.named(PAYMENT_JOBS.refundCancelled).filter((job) => job.data.orderId === sold.order_id).length, 1);
  });

  it('an unpaid order is cancelled with nothing to give back; an ended one is refused', async () => {
    const agent = await createAgent(t.db, { partnerId: DEVICECOVER.id });
    const pending = await buy(agent, { payment_method: 'TRANSFER' });
    const answer = await cancel(agent, cancelInput(pending.order_id));
    assert.deepEqual([answer.status, answer.refund_kobo, answer.clawback_kobo, answer.basis], ['CANCELLED', 0, 0, 'NONE']);

    const device = await createCustomerWithDevice(t.db, agent);
    const ended = await createOrder(t.db, agent, device, PLANS.SCREEN_GUARD, { startsOn: addDays(lagosToday(), -400), status: 'EXPIRED' });
    const refused = await actionError(cancel(agent, cancelInput(ended.id)));
    assert.equal(refused.code, 'order-not-cancellable');
  });

  it("another agent's order is not found; a reason of under 3 or over 500 characters is refused on its field", async () => {
    const owner = await createAgent(t.db, { partnerId: DEVICECOVER.id, walletKobo: 2_000_000 });
    const other = await createAgent(t.db, { partnerId: DEVICECOVER.id });
    const sold = await buy(owner);
    const notFound = await actionError(cancel(other, cancelInput(sold.order_id)));
    assert.deepEqual([notFound.code, notFound.extensions.field], ['not-found', 'order_id']);
    for (const reason of ['  ab ', 'x'.repeat(501)]) {
      const refused = await actionError(cancel(owner, cancelInput(sold.order_id, { reason })));
      assert.deepEqual([refused.code, refused.extensions.field], ['validation-failed', 'reason']);
    }
    assert.equal((await order(sold.order_id)).status, 'ACTIVE');
  });

  it('a cancelled plan is not covered: verify_card says CANCELLED, submit_claim refuses it', async () => {
    const agent = await createAgent(t.db, { partnerId: DEVICECOVER.id, walletKobo: 2_000_000 });
    const sold = await buy(agent);
    await cancel(agent, cancelInput(sold.order_id));
    const card = (await runAction(t.db, verifyCard, { code: sold.verification_code }, { session: ANONYMOUS })) as Answer;
    assert.deepEqual([card.status, card.valid], ['CANCELLED', false]);
    const input = {
      idempotency_key: randomUUID(),
      order_id: sold.order_id,
      claim_type: 'SCREEN',
      incident_date: lagosToday(),
      description: 'The screen cracked after a fall',
      police_report_number: null,
    };
    const refused = await actionError(runAction(t.db, submitClaim, input, { session: agent.session }));
    assert.equal(refused.code, 'plan-not-active');
  });

  describe('quote_cancellation: what the order screen shows before the agent confirms', () => {
    it('a wallet sale in cooling-off: everything back to the wallet, the commission taken back; the quote changes nothing and cancel_order gives the same', async () => {
      const agent = await createAgent(t.db, { partnerId: DEVICECOVER.id, walletKobo: 2_000_000 });
      const sold = await buy(agent);
      const before = await ledger(agent.id);
      const quoted = await quote(agent, sold.order_id);
      assert.deepEqual(quoted, {
        order_id: sold.order_id,
        reference: sold.reference,
        refund_kobo: 600_000,
        refund_to: 'WALLET',
        clawback_kobo: 60_000,
        basis: 'COOLING_OFF',
        reason: 'Within the 14-day cooling-off period: everything paid is refunded',
        cooling_off_ends_on: addDays(lagosToday(), 14),
      });
      assert.deepEqual([(await order(sold.order_id)).status, await ledger(agent.id)], ['ACTIVE', before], 'a quote writes nothing');
      const answer = await cancel(agent, cancelInput(sold.order_id));
      assert.deepEqual([answer.refund_kobo, answer.clawback_kobo, answer.basis], [quoted.refund_kobo, quoted.clawback_kobo, quoted.basis]);
    });

    it('a card sale: back to the customer through the gateway; after cooling-off, the unused days as cancel_order gives them', async () => {
      const agent = await createAgent(t.db, { partnerId: DEVICECOVER.id });
      const sold = await buy(agent, { payment_method: 'CARD', plan_id: PLANS.TOTAL_CARE });
      gateway.pay(String(sold.payment_reference));
      await runAction(t.db, handlers.confirm, { payment_id: sold.payment_id }, { session: agent.session });
      assert.deepEqual([(await quote(agent, sold.order_id)).refund_to, (await quote(agent, sold.order_id)).basis], ['GATEWAY', 'COOLING_OFF']);
      const later = daysLater(20);
      const quoted = await quote(agent, sold.order_id, later);
      assert.equal(quoted.basis, 'PRO_RATA');
      assert.match(String(quoted.reason), /^After cooling-off: the \d+ unused of the cover's \d+ days are refunded$/);
      const answer = await cancel(agent, cancelInput(sold.order_id), later);
      assert.deepEqual([answer.refund_kobo, answer.clawback_kobo, answer.basis], [quoted.refund_kobo, quoted.clawback_kobo, 'PRO_RATA']);
    });

    it('nothing back for an unpaid order, with its reason; refused as cancel_order refuses: another agent’s, cancelled already, ended', async () => {
      const agent = await createAgent(t.db, { partnerId: DEVICECOVER.id, walletKobo: 2_000_000 });
      const pending = await buy(agent, { payment_method: 'TRANSFER' });
      assert.deepEqual(
        [(await quote(agent, pending.order_id)).refund_kobo, (await quote(agent, pending.order_id)).refund_to, (await quote(agent, pending.order_id)).reason],
        [0, 'NONE', 'Nothing was paid for this plan, so nothing is refunded'],
      );
      const other = await createAgent(t.db, { partnerId: DEVICECOVER.id });
      assert.equal((await actionError(quote(other, pending.order_id))).code, 'not-found');
      await cancel(agent, cancelInput(pending.order_id));
      assert.equal((await actionError(quote(agent, pending.order_id))).code, 'order-already-cancelled');
      const device = await createCustomerWithDevice(t.db, agent);
      const ended = await createOrder(t.db, agent, device, PLANS.SCREEN_GUARD, { startsOn: addDays(lagosToday(), -400), status: 'EXPIRED' });
      assert.equal((await actionError(quote(agent, ended.id))).code, 'order-not-cancellable');
    });
  });
});
