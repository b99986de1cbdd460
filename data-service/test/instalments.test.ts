import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { addDays } from '@/lib/validation';
import { instalmentDueOn } from '@/lib/domain/instalments';
import type { PaystackStandIn } from '../../stand-ins/paystack';
import { chargeInstalment, queueInstalmentCharges } from '../src/payments/instalments';
import { PAYMENT_JOBS, type PaymentJobDependencies, type PaymentServices } from '../src/payments/services';
import { DEMO_IDS } from '../src/seed/demo';
import { SUNLINE_NG } from '../src/seed/partners';
import { createPayInstalment } from '../src/actions/handlers/payInstalment';
import { actionError, createAgent, createCustomerWithDevice, createOrder, runAction, type ActionTestDb, type TestAgent } from './support/actions';
import type { QueueDouble } from './support/paymentDoubles';
import { lagosNoon, openStandInTestbed, payOnCheckout, sellPostpaidByCard, type PostpaidSale, type StandInTestbed } from './support/postpaidSale';

/**
 * Postpaid instalments collected on the saved card (payments/instalments.ts, lib/domain/instalments.ts),
 * with the real Paystack adapter against the stand-in and the sweep's clock set by the test: the charge on
 * the due day, once however often the sweep and the job run; retries on days 1 and 3 after a decline, then
 * none; a missed day caught up with the try due now only; a lost answer asked about instead of charged
 * again; a plan cancelled before its charge not charged. Both databases.
 */

const SECRET = 'sk_test_instalments';
const CHARGE_PATH = '/transaction/charge_authorization';

describe('instalments charged on the saved card', () => {
  let bed: StandInTestbed;
  let t: ActionTestDb;
  let standIn: PaystackStandIn;
  let queue: QueueDouble;
  let deps: PaymentJobDependencies;
  let services: PaymentServices;
  let agent: TestAgent;
  before(async () => {
    bed = await openStandInTestbed(SECRET);
    ({ t, standIn, queue, deps, services, agent } = bed);
  });
  after(() => bed?.close());
  beforeEach(() => {
    standIn.switches.chargeAuthorizationOutcome = 'success';
  });

  /** Runs the sweep on `day` and then every charge job it sent; the payments' ids. */
  async function sweepAndCharge(day: string): Promise<string[]> {
    const before = queue.named(PAYMENT_JOBS.instalmentCharge).length;
    await queueInstalmentCharges(deps, lagosNoon(day));
    const sent = queue.named(PAYMENT_JOBS.instalmentCharge).slice(before).map((job) => String(job.data.paymentId));
    for (const id of sent) await chargeInstalment(deps, id);
    return sent;
  }
  async function instalmentPayments(orderId: string) {
    const { rows } = await t.db.query<{ instalment_number: number; charge_attempt: number; status: string; failure_reason: string | null; reference: string }>(
      `SELECT instalment_number, charge_attempt, status, failure_reason, reference FROM public.payment
        WHERE plan_order_id = $1 AND purpose = 'INSTALMENT' ORDER BY instalment_number, charge_attempt`,
      [orderId],
    );
    return rows;
  }
  async function orderMoney(sale: PostpaidSale) {
    const { rows } = await t.db.query<{ paid: string; commission: string }>(`SELECT amount_paid_kobo::text AS paid, commission_kobo::text AS commission FROM public.plan_order WHERE id = $1`, [
      sale.orderId,
    ]);
    return { paid: Number(rows[0].paid), commission: Number(rows[0].commission) };
  }
  async function commissionLines(sale: PostpaidSale) {
    const { rows } = await t.db.query<{ amount: string; description: string }>(
      `SELECT amount_kobo::text AS amount, description FROM public.wallet_transaction WHERE plan_order_id = $1 AND kind = 'COMMISSION' ORDER BY seq`,
      [sale.orderId],
    );
    return rows.map((row) => `${row.amount} ${row.description}`);
  }
  const chargesAtGateway = (references: string[]) => standIn.requests.filter((r) => r.path === CHARGE_PATH && references.includes(String((r.body as Record<string, unknown>).reference))).length;

  it('charges the second instalment on its due day once, however often the sweep and the job run: counted on the order, one commission line', async () => {
    const sale = await sellPostpaidByCard(t.db, services, deps, agent);
    const due = instalmentDueOn(sale.startsOn, 2);
    assert.deepEqual(await sweepAndCharge(addDays(due, -1)), [], 'nothing before the due day');

    const [paymentId] = await sweepAndCharge(due);
    assert.ok(paymentId, 'one try on the due day');
    assert.deepEqual(await sweepAndCharge(due), [], 'the sweep again that day: no second try');
    assert.equal(await chargeInstalment(deps, paymentId), 'unchanged', 'the job again: nothing');

    const payments = await instalmentPayments(sale.orderId);
    assert.deepEqual(payments.map((p) => [p.instalment_number, p.charge_attempt, p.status]), [[2, 0, 'SUCCEEDED']]);
    assert.equal(chargesAtGateway([payments[0].reference]), 1, 'the card was charged once');
    const commission = sale.instalmentKobo / 10;
    assert.deepEqual(await orderMoney(sale), { paid: 2 * sale.instalmentKobo, commission: 2 * commission });
    assert.deepEqual(await commissionLines(sale), [`${commission} Commission on ${sale.orderReference}`, `${commission} Commission on ${sale.orderReference}, instalment 2 of ${sale.instalments}`]);
    assert.deepEqual(await sweepAndCharge(addDays(due, 1)), [], 'paid: no retry the next day');

    const third = instalmentDueOn(sale.startsOn, 3);
    assert.equal((await sweepAndCharge(third)).length, 1, 'the third falls due a month later');
    assert.equal((await orderMoney(sale)).paid, 3 * sale.instalmentKobo);
  });

  it('retries a declined instalment the next day and two days after, then stops; a payment that comes later still counts', async () => {
    const sale = await sellPostpaidByCard(t.db, services, deps, agent);
    const due = instalmentDueOn(sale.startsOn, 2);
    standIn.switches.chargeAuthorizationOutcome = 'insufficient_funds';
    for (const [day, tries] of [[due, 1], [addDays(due, 1), 1], [addDays(due, 2), 0], [addDays(due, 3), 1], [addDays(due, 4), 0], [addDays(due, 20), 0]] as const) {
      assert.equal((await sweepAndCharge(day)).length, tries, `tries on ${day}`);
    }
    const payments = await instalmentPayments(sale.orderId);
    assert.deepEqual(payments.map((p) => [p.charge_attempt, p.status]), [[0, 'FAILED'], [1, 'FAILED'], [2, 'FAILED']]);
    assert.match(String(payments[0].failure_reason), /insufficient/i, "the bank's words are kept");
    assert.deepEqual(await orderMoney(sale), { paid: sale.instalmentKobo, commission: sale.instalmentKobo / 10 }, 'nothing counted for a failed try');
    assert.equal((await commissionLines(sale)).length, 1);
  });

  it('catches up a missed day with the try due now, never the stale ones', async () => {
    const sale = await sellPostpaidByCard(t.db, services, deps, agent);
    const due = instalmentDueOn(sale.startsOn, 2);
    standIn.switches.chargeAuthorizationOutcome = 'declined';
    assert.equal((await sweepAndCharge(addDays(due, 5))).length, 1, 'the service was down from the due day: one try');
    assert.deepEqual((await instalmentPayments(sale.orderId)).map((p) => [p.charge_attempt, p.status]), [[2, 'FAILED']]);
    assert.equal((await sweepAndCharge(addDays(due, 6))).length, 0);
  });

  it('asks the gateway instead of charging again when the charge was made but its answer lost', async () => {
    const sale = await sellPostpaidByCard(t.db, services, deps, agent);
    const due = instalmentDueOn(sale.startsOn, 2);
    const before = queue.named(PAYMENT_JOBS.instalmentCharge).length;
    assert.equal(await queueInstalmentCharges(deps, lagosNoon(due)), 1);
    const paymentId = String(queue.named(PAYMENT_JOBS.instalmentCharge)[before].data.paymentId);
    standIn.switches.loseNextAnswer = 1;
    // The adapter's own retry, or the job's next run, meets the reference the gateway has: verify instead.
    const result = await chargeInstalment(deps, paymentId).catch(() => chargeInstalment(deps, paymentId));
    assert.equal(result, 'settled');
    assert.equal(await chargeInstalment(deps, paymentId), 'unchanged');
    const [payment] = await instalmentPayments(sale.orderId);
    assert.equal(payment.status, 'SUCCEEDED');
    const atGateway = [...standIn.store.transactions.values()].filter((transaction) => transaction.reference === payment.reference && transaction.status === 'success');
    assert.equal(atGateway.length, 1, 'one charge at the gateway');
    assert.equal((await commissionLines(sale)).length, 2, 'the sale’s commission and one for the instalment');
  });

  it('does not charge a plan cancelled after its try was written', async () => {
    const sale = await sellPostpaidByCard(t.db, services, deps, agent);
    const due = instalmentDueOn(sale.startsOn, 2);
    const before = queue.named(PAYMENT_JOBS.instalmentCharge).length;
    assert.equal(await queueInstalmentCharges(deps, lagosNoon(due)), 1);
    await t.db.query(`UPDATE public.plan_order SET status = 'CANCELLED' WHERE id = $1`, [sale.orderId]);
    const paymentId = String(queue.named(PAYMENT_JOBS.instalmentCharge)[before].data.paymentId);
    assert.equal(await chargeInstalment(deps, paymentId), 'settled');
    const [payment] = await instalmentPayments(sale.orderId);
    assert.deepEqual([payment.status, payment.failure_reason], ['ABANDONED', 'Not charged: the plan is no longer in force']);
    assert.equal(chargesAtGateway([payment.reference]), 0);
    assert.equal(await queueInstalmentCharges(deps, lagosNoon(addDays(due, 3))), 0, 'a cancelled plan gets no more tries');
  });

  describe('pay_instalment: a pay link for an instalment the card did not pay', () => {
    type Paid = { instalment_number: number; payment: { payment_id: string; status: string; method: string; checkout_url: string | null; transfer: { account_number: string } | null } };
    const pay = (who: TestAgent, orderId: string, method: string, now: Date, key = randomUUID()) =>
      runAction(t.db, createPayInstalment(services), { idempotency_key: key, order_id: orderId, payment_method: method }, { session: who.session, now }) as Promise<Paid>;

    it('gives the customer a checkout link for the failed instalment, the same one twice, and counts it once paid', async () => {
      const sale = await sellPostpaidByCard(t.db, services, deps, agent);
      const due = instalmentDueOn(sale.startsOn, 2);
      standIn.switches.chargeAuthorizationOutcome = 'declined';
      for (const day of [due, addDays(due, 1), addDays(due, 3)]) await sweepAndCharge(day);
      const now = lagosNoon(addDays(due, 4));

      const key = randomUUID();
      const link = await pay(agent, sale.orderId, 'CARD', now, key);
      assert.equal(link.instalment_number, 2);
      assert.equal(link.payment.status, 'PENDING');
      assert.ok(link.payment.checkout_url?.startsWith(`${standIn.url}/checkout/`), 'a checkout page at the gateway');
      assert.deepEqual(await pay(agent, sale.orderId, 'CARD', now, key), link, 'a double click: the same answer');
      assert.equal((await pay(agent, sale.orderId, 'CARD', now)).payment.payment_id, link.payment.payment_id, 'asked again: the link already waiting');
      assert.deepEqual(await sweepAndCharge(addDays(due, 4)), [], 'no automatic try while the customer may be paying');

      await payOnCheckout(deps, { payment_id: link.payment.payment_id, checkout_url: String(link.payment.checkout_url) });
      assert.deepEqual(await orderMoney(sale), { paid: 2 * sale.instalmentKobo, commission: 2 * (sale.instalmentKobo / 10) });
      assert.equal((await commissionLines(sale)).length, 2);
      const payments = await instalmentPayments(sale.orderId);
      assert.deepEqual(payments.map((p) => [p.charge_attempt, p.status]), [[0, 'FAILED'], [1, 'FAILED'], [2, 'FAILED'], [null, 'SUCCEEDED']]);

      const refused = await actionError(pay(agent, sale.orderId, 'CARD', now));
      assert.equal(refused.code, 'no-instalment-due');
      assert.match(refused.message, /^Instalment 3 of order ORD-\d{4}-\d{6} is due on \d{1,2} [A-Z][a-z]{2} \d{4}: it can be paid from that day$/);
    });

    it('opens a transfer account for it too', async () => {
      const sale = await sellPostpaidByCard(t.db, services, deps, agent);
      const transfer = await pay(agent, sale.orderId, 'TRANSFER', lagosNoon(instalmentDueOn(sale.startsOn, 2)));
      assert.equal(transfer.payment.method, 'TRANSFER');
      assert.match(String(transfer.payment.transfer?.account_number), /^\d{10}$/);
    });

    it('refuses another agent’s order, a prepaid order, a wallet payment and an instalment the card is being charged for', async () => {
      const sale = await sellPostpaidByCard(t.db, services, deps, agent);
      const due = lagosNoon(instalmentDueOn(sale.startsOn, 2));
      const stranger = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
      assert.equal((await actionError(pay(stranger, sale.orderId, 'CARD', due))).code, 'not-found');
      const wallet = await actionError(pay(agent, sale.orderId, 'WALLET', due));
      assert.deepEqual([wallet.code, wallet.extensions.field], ['validation-failed', 'payment_method']);

      const prepaid = await createOrder(t.db, agent, await createCustomerWithDevice(t.db, agent), DEMO_IDS[SUNLINE_NG.code].planIds.SCREEN_GUARD, { startsOn: sale.startsOn });
      const paidOnce = await actionError(pay(agent, prepaid.id, 'CARD', due));
      assert.deepEqual([paidOnce.code, paidOnce.message.replace(/ORD-\d{4}-\d{6}/, 'ORD')], ['no-instalment-due', 'Order ORD is paid once: it has no instalments']);

      assert.equal(await queueInstalmentCharges(deps, due), 1, 'the saved card’s try is written, its job not run yet');
      const charging = await actionError(pay(agent, sale.orderId, 'CARD', due));
      assert.equal(charging.code, 'instalment-being-charged');
    });
  });
});

