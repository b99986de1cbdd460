import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { lagosToday } from '@/lib/validation';
import { createBuyPlan } from '../src/actions/handlers/buyPlan';
import { coverEndsOn } from '../src/actions/rules/dates';
import { createConfirmPayment } from '../src/actions/handlers/confirmPayment';
import { createFundWallet } from '../src/actions/handlers/fundWallet';
import { createOpenWalletAccount } from '../src/actions/handlers/openWalletAccount';
import { paymentStatus } from '../src/actions/handlers/paymentStatus';
import { createRefundPayment } from '../src/actions/handlers/refundPayment';
import type { Database } from '../src/db/types';
import type { Session } from '../src/engine/parse/context';
import { memoryLogger } from '../src/log';
import { GATEWAY_CALL_WINDOW_SECONDS } from '../src/payments/gatewayCallInFlight';
import { lateRefundKey, paymentJobs } from '../src/payments/jobs';
import { reconcileOverduePayments, reconcilePayment } from '../src/payments/reconcile';
import { PAYMENT_JOBS, type PaymentJobDependencies } from '../src/payments/services';
import { processWebhookEvent, storeWebhookEvent } from '../src/payments/webhookEvents';
import { DEMO_IDS } from '../src/seed/demo';
import { SUNLINE_NG } from '../src/seed/partners';
import { actionError, createAgent, createCustomerWithDevice, openActionTestDb, runAction, tableCounts, type ActionTestDb, type TestAgent } from './support/actions';
import { paymentDoubles, TEST_AUTHORIZATION, type GatewayDouble, type QueueDouble } from './support/paymentDoubles';

/**
 * The payment flows against the gateway double (support/paymentDoubles.ts, to be replaced by the Paystack
 * stand-in): sales through the gateway, settling on webhooks, verify and reconciliation, wallet funding by
 * checkout and by the agent's own account, refunds, and the retry after a gateway timeout. Both databases.
 */

const SUN = DEMO_IDS[SUNLINE_NG.code].planIds;
const BACK_OFFICE: Session = { role: 'back_office', variables: { 'x-hasura-role': 'back_office' } };
type Answer = Record<string, unknown>;
type State = Answer & { payment_id: string; status: string; gateway_reference: string | null };

describe('payments through the gateway', () => {
  let t: ActionTestDb;
  let gateway: GatewayDouble;
  let queue: QueueDouble;
  let deps: PaymentJobDependencies;
  let handlers: {
    buy: ReturnType<typeof createBuyPlan>;
    fund: ReturnType<typeof createFundWallet>;
    confirm: ReturnType<typeof createConfirmPayment>;
    account: ReturnType<typeof createOpenWalletAccount>;
    refund: ReturnType<typeof createRefundPayment>;
  };
  before(async () => {
    t = await openActionTestDb();
    const doubles = paymentDoubles();
    gateway = doubles.gateway;
    queue = doubles.queue;
    deps = { db: t.db, gateway, queue, log: memoryLogger(), appPublicUrl: doubles.services.appPublicUrl };
    handlers = {
      buy: createBuyPlan(doubles.services),
      fund: createFundWallet(doubles.services),
      confirm: createConfirmPayment(doubles.services),
      account: createOpenWalletAccount(doubles.services),
      refund: createRefundPayment(doubles.services),
    };
  });
  after(() => t.close());

  const buy = (agent: TestAgent, input: Answer, now?: Date) => runAction(t.db, handlers.buy, input, { session: agent.session, now }) as Promise<Answer & { payment: State }>;
  const sale = (deviceId: string, overrides: Answer = {}) => ({
    idempotency_key: randomUUID(),
    device_id: deviceId,
    plan_id: SUN.SCREEN_GUARD,
    billing: 'PREPAID',
    payment_method: 'CARD',
    ussd_bank: null,
    renewal_of_order_id: null,
    ...overrides,
  });
  const status = (agent: TestAgent, paymentId: string) => runAction(t.db, paymentStatus, { payment_id: paymentId }, { session: agent.session }) as Promise<State | null>;
  const confirm = (agent: TestAgent, paymentId: string, now?: Date) =>
    runAction(t.db, handlers.confirm, { payment_id: paymentId }, { session: agent.session, now }) as Promise<State>;

  /** Delivers a webhook as the route does (stored with its job), then runs the job. */
  async function deliver(event: Parameters<GatewayDouble['webhook']>[0]): Promise<string> {
    const { raw, signature } = gateway.webhook(event);
    const read = gateway.readWebhook(raw, signature);
    assert.ok(read);
    const stored = await storeWebhookEvent(deps, gateway.name, raw, read);
    if (stored === 'duplicate') return 'duplicate';
    const job = queue.named(PAYMENT_JOBS.event).at(-1);
    assert.ok(job);
    return processWebhookEvent(deps, String(job.data.eventId));
  }

  async function orderOf(orderId: unknown) {
    const { rows } = await t.db.query<{ status: string; amount_paid: number; commission: number }>(
      `SELECT status, amount_paid_kobo::int AS amount_paid, commission_kobo::int AS commission FROM public.plan_order WHERE id = $1`,
      [orderId],
    );
    return rows[0];
  }
  async function ledger(db: Database, agentId: string) {
    const { rows } = await db.query<{ kind: string; amount: number; description: string }>(
      `SELECT kind, amount_kobo::int AS amount, description FROM public.wallet_transaction WHERE agent_id = $1 ORDER BY seq`,
      [agentId],
    );
    return rows;
  }
  async function events(paymentId: string) {
    const { rows } = await t.db.query<{ status: string; source: string }>(`SELECT status, source FROM public.payment_event WHERE payment_id = $1 ORDER BY at, id`, [
      paymentId,
    ]);
    return rows.map((row) => `${row.source}:${row.status}`);
  }

  it('still sells from the wallet at once: ACTIVE, debit and commission, a SUCCEEDED wallet payment', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id, walletKobo: 2_000_000 });
    const device = await createCustomerWithDevice(t.db, agent);
    const answer = await buy(agent, sale(device.deviceId, { payment_method: 'WALLET' }));
    assert.equal(answer.status, 'ACTIVE');
    assert.deepEqual([answer.payment.method, answer.payment.status, answer.payment.checkout_url], ['WALLET', 'SUCCEEDED', null]);
    assert.deepEqual((await ledger(t.db, agent.id)).map((l) => [l.kind, l.amount]), [['FUNDING', 2_000_000], ['PURCHASE', -600_000], ['COMMISSION', 60_000]]);
    assert.equal(gateway.calls.length, 0, 'the gateway is not asked');
  });

  it('sells by card, transfer and USSD as a PENDING_PAYMENT order with a pending payment and its instructions', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    const card = await buy(agent, sale((await createCustomerWithDevice(t.db, agent)).deviceId));
    assert.deepEqual([card.status, card.amount_paid_kobo, card.commission_kobo], ['PENDING_PAYMENT', 0, 0]);
    assert.equal(card.payment.status, 'PENDING');
    assert.equal(card.payment.gateway_reference, card.payment_reference, 'the first attempt goes under our reference');
    assert.match(String(card.payment.checkout_url), /^https:\/\/checkout\.double\.test\//);
    const held = gateway.transactions.get(String(card.payment_reference));
    assert.equal(held?.amountKobo, 600_000);
    assert.equal(held?.metadata.payment_id, card.payment_id);
    assert.match(String(held?.email), /@customers\.sunline-ng\.devicecover\.invalid$/, 'a customer without e-mail gets the placeholder');

    const transfer = await buy(agent, sale((await createCustomerWithDevice(t.db, agent)).deviceId, { payment_method: 'TRANSFER' }));
    const account = transfer.payment.transfer as Answer;
    assert.equal(account.amount_kobo, 600_000);
    assert.match(String(account.account_number), /^\d{10}$/);
    const minutes = (Date.parse(String(account.expires_at)) - Date.now()) / 60_000;
    assert.ok(minutes > 28 && minutes <= 30, `the account takes the money for 30 minutes (${minutes})`);

    const ussd = await buy(agent, sale((await createCustomerWithDevice(t.db, agent)).deviceId, { payment_method: 'USSD', ussd_bank: 'GTBANK' }));
    assert.match(String(ussd.payment.ussd_code), /^\*737\*/);
    const noBank = await actionError(buy(agent, sale((await createCustomerWithDevice(t.db, agent)).deviceId, { payment_method: 'USSD' })));
    assert.equal(noBank.extensions.field, 'ussd_bank');

    for (const pending of [card, transfer, ussd]) {
      const reconcile = queue.named(PAYMENT_JOBS.reconcile).find((job) => job.data.paymentId === pending.payment_id);
      assert.equal(reconcile?.options?.startAfterSeconds, 15 * 60, 'reconciliation is sent with the payment');
      assert.deepEqual(await events(pending.payment.payment_id), ['init:PENDING', 'init:PENDING']);
    }
    assert.deepEqual(await ledger(t.db, agent.id), [], 'nothing credited before the money comes');
  });

  it('settles once under duplicate and out-of-order webhooks: ACTIVE, 10% commission, the card authorization kept for postpaid', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    const device = await createCustomerWithDevice(t.db, agent);
    const answer = await buy(agent, sale(device.deviceId, { billing: 'POSTPAID', plan_id: SUN.TOTAL_CARE }));
    const reference = String(answer.payment_reference);
    const failed = gateway.fail(reference, 'Declined');
    const paid = gateway.pay(reference);

    // Success first, then the same success twice more (one body the inbox already has, one resent
    // differently), then the failure that came before it: one credit.
    assert.equal(await deliver({ kind: 'charge.success', transaction: paid }), 'settled');
    assert.equal(await deliver({ kind: 'charge.success', transaction: paid }), 'duplicate');
    assert.equal(await deliver({ kind: 'charge.success', transaction: { ...paid, gatewayResponse: 'Successful' } }), 'unchanged');
    assert.equal(await deliver({ kind: 'charge.failed', transaction: failed }), 'unchanged');

    assert.deepEqual(await orderOf(answer.order_id), { status: 'ACTIVE', amount_paid: 96_300, commission: 9_630 });
    assert.deepEqual((await ledger(t.db, agent.id)).map((l) => [l.kind, l.amount]), [['COMMISSION', 9_630]]);
    const state = await status(agent, answer.payment.payment_id);
    assert.deepEqual([state?.status, state?.channel, state?.card_last4, state?.order_status, state?.checkout_url], ['SUCCEEDED', 'card', '4081', 'ACTIVE', null]);
    assert.deepEqual(await events(answer.payment.payment_id), ['init:PENDING', 'init:PENDING', 'webhook:SUCCEEDED']);
    const { rows } = await t.db.query(`SELECT authorization_code, last4, reusable FROM public.card_authorization WHERE plan_order_id = $1`, [answer.order_id]);
    assert.deepEqual(rows, [{ authorization_code: TEST_AUTHORIZATION.authorizationCode, last4: '4081', reusable: true }]);
    assert.equal(await status(await createAgent(t.db, { partnerId: SUNLINE_NG.id }), answer.payment.payment_id), null, 'another agent sees nothing');
  });

  it('starts the cover on the day the money came: a transfer paid three days after the sale covers from today, for the plan’s whole term', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    const device = await createCustomerWithDevice(t.db, agent);
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3_600_000);
    const answer = await buy(agent, sale(device.deviceId, { payment_method: 'TRANSFER' }), threeDaysAgo);
    const period = async () => {
      const { rows } = await t.db.query<{ starts_on: string; ends_on: string }>(
        `SELECT starts_on::text AS starts_on, ends_on::text AS ends_on FROM public.plan_order WHERE id = $1`,
        [answer.order_id],
      );
      return rows[0];
    };
    const sold = await period();
    assert.equal(sold.starts_on, lagosToday(threeDaysAgo));

    assert.equal(await deliver({ kind: 'charge.success', transaction: gateway.pay(String(answer.payment_reference)) }), 'settled');
    const today = lagosToday();
    assert.deepEqual(await period(), { starts_on: today, ends_on: coverEndsOn(today, 12) });
    assert.equal((await orderOf(answer.order_id)).status, 'ACTIVE');
  });

  it('settles once when webhooks, confirm_payment and reconciliation race for one payment', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    const answer = await buy(agent, sale((await createCustomerWithDevice(t.db, agent)).deviceId));
    const paid = gateway.pay(String(answer.payment_reference));
    const later = new Date(Date.now() + 20 * 60_000);
    await Promise.all([
      ...[1, 2, 3, 4, 5].map((n) => deliver({ kind: 'charge.success', transaction: { ...paid, gatewayResponse: `Approved ${String(n)}` } })),
      confirm(agent, answer.payment.payment_id),
      confirm(agent, answer.payment.payment_id),
      reconcilePayment(deps, answer.payment_id as string, later),
    ]);
    assert.deepEqual((await ledger(t.db, agent.id)).map((l) => [l.kind, l.amount]), [['COMMISSION', 60_000]]);
    assert.equal((await events(answer.payment.payment_id)).filter((e) => e.endsWith(':SUCCEEDED')).length, 1);
  });

  it('flags an amount or currency that is not ours, and credits nothing', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    for (const wrong of [{ amountKobo: 100 }, { currency: 'USD' }]) {
      const answer = await buy(agent, sale((await createCustomerWithDevice(t.db, agent)).deviceId));
      const paid = gateway.pay(String(answer.payment_reference), wrong);
      assert.equal(await deliver({ kind: 'charge.success', transaction: paid }), 'flagged');
      const { rows } = await t.db.query<{ status: string; flagged_reason: string | null }>(`SELECT status, flagged_reason FROM public.payment WHERE id = $1`, [
        answer.payment_id,
      ]);
      assert.equal(rows[0].status, 'FAILED');
      assert.match(String(rows[0].flagged_reason), /^The gateway reported /);
      assert.equal((await orderOf(answer.order_id)).status, 'PAYMENT_FAILED');
    }
    assert.deepEqual(await ledger(t.db, agent.id), []);
  });

  it('fails the order on a failed payment, and "pay another way" adds an attempt to the same order', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    const device = await createCustomerWithDevice(t.db, agent);
    const first = await buy(agent, sale(device.deviceId));
    assert.equal(await deliver({ kind: 'charge.failed', transaction: gateway.fail(String(first.payment_reference), 'Insufficient Funds') }), 'settled');
    assert.equal((await orderOf(first.order_id)).status, 'PAYMENT_FAILED');
    assert.equal((await status(agent, first.payment.payment_id))?.failure_reason, 'Insufficient Funds');

    const second = await buy(agent, sale(device.deviceId, { payment_method: 'TRANSFER' }));
    assert.equal(second.order_id, first.order_id, 'the same order');
    assert.notEqual(second.payment_id, first.payment_id);
    assert.equal((await orderOf(first.order_id)).status, 'PENDING_PAYMENT');
    assert.equal(await deliver({ kind: 'charge.success', transaction: gateway.pay(String(second.payment_reference), { channel: 'bank_transfer' }) }), 'settled');
    assert.equal((await orderOf(first.order_id)).status, 'ACTIVE');

    // Money for the first attempt after all (the customer paid it late): flagged and refunded by a job, never a second cover.
    assert.equal(await deliver({ kind: 'charge.success', transaction: gateway.pay(String(first.payment_reference)) }), 'flagged');
    const late = queue.named(PAYMENT_JOBS.refundLate).find((job) => job.data.paymentId === first.payment_id);
    assert.ok(late, 'a late refund is sent');
    const refundJob = paymentJobs(deps).find((job) => job.name === PAYMENT_JOBS.refundLate);
    await refundJob?.work({ paymentId: first.payment_id });
    await refundJob?.work({ paymentId: first.payment_id });
    const { rows } = await t.db.query(`SELECT amount_kobo::int AS amount, status, idempotency_key FROM public.payment_refund WHERE payment_id = $1`, [first.payment_id]);
    assert.deepEqual(rows, [{ amount: 600_000, status: 'PENDING', idempotency_key: lateRefundKey(String(first.payment_id)) }], 'one refund however often the job runs');
    assert.deepEqual((await ledger(t.db, agent.id)).map((l) => l.kind), ['COMMISSION']);
  });

  it('"pay another way" from the wallet after a declined card pays the same order: one order, ACTIVE, one debit and one commission', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id, walletKobo: 2_000_000 });
    const device = await createCustomerWithDevice(t.db, agent);
    const first = await buy(agent, sale(device.deviceId));
    assert.equal(await deliver({ kind: 'charge.failed', transaction: gateway.fail(String(first.payment_reference), 'Declined') }), 'settled');

    const second = await buy(agent, sale(device.deviceId, { payment_method: 'WALLET' }));
    assert.equal(second.order_id, first.order_id, 'the same order');
    assert.deepEqual(await orderOf(first.order_id), { status: 'ACTIVE', amount_paid: 600_000, commission: 60_000 });
    const { rows } = await t.db.query<{ method: string; status: string }>(`SELECT method, status FROM public.payment WHERE plan_order_id = $1 ORDER BY created_at`, [first.order_id]);
    assert.deepEqual(rows.map((row) => [row.method, row.status]), [['CARD', 'FAILED'], ['WALLET', 'SUCCEEDED']]);
    assert.deepEqual((await ledger(t.db, agent.id)).map((l) => [l.kind, l.amount]), [['FUNDING', 2_000_000], ['PURCHASE', -600_000], ['COMMISSION', 60_000]]);
    const { rows: orders } = await t.db.query(`SELECT id FROM public.plan_order WHERE device_id = $1`, [device.deviceId]);
    assert.equal(orders.length, 1);
  });

  it('settles on confirm_payment (verify at the gateway), and answers a settled payment as it stands', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    const answer = await buy(agent, sale((await createCustomerWithDevice(t.db, agent)).deviceId));
    assert.equal((await confirm(agent, answer.payment.payment_id)).status, 'PENDING', 'an unopened checkout is not given up on');
    gateway.pay(String(answer.payment_reference));
    const confirmed = await confirm(agent, answer.payment.payment_id);
    assert.deepEqual([confirmed.status, confirmed.order_status], ['SUCCEEDED', 'ACTIVE']);
    assert.deepEqual(await confirm(agent, answer.payment.payment_id), confirmed);
    assert.deepEqual((await events(answer.payment.payment_id)).at(-1), 'verify:SUCCEEDED');

    // Declined first (reconciliation gave up on it), then a second card on the same page pays, its webhook lost.
    const second = await buy(agent, sale((await createCustomerWithDevice(t.db, agent)).deviceId));
    gateway.fail(String(second.payment_reference), 'Declined');
    assert.equal(await reconcilePayment(deps, second.payment_id as string, new Date(Date.now() + 16 * 60_000)), 'settled');
    assert.equal((await status(agent, second.payment.payment_id))?.status, 'FAILED');
    gateway.pay(String(second.payment_reference));
    await confirm(agent, second.payment.payment_id);
    const recovered = await status(agent, second.payment.payment_id);
    assert.deepEqual([recovered?.status, recovered?.order_status, recovered?.failure_reason], ['SUCCEEDED', 'ACTIVE', null]);
    const stranger = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    assert.equal((await actionError(confirm(stranger, answer.payment.payment_id))).code, 'not-found');
  });

  it('reconciles: a payment the gateway never heard of, or whose transfer account expired, is ABANDONED once overdue', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    const unknown = await buy(agent, sale((await createCustomerWithDevice(t.db, agent)).deviceId));
    gateway.transactions.delete(String(unknown.payment_reference));
    const transfer = await buy(agent, sale((await createCustomerWithDevice(t.db, agent)).deviceId, { payment_method: 'TRANSFER' }));
    const paid = await buy(agent, sale((await createCustomerWithDevice(t.db, agent)).deviceId));
    gateway.pay(String(paid.payment_reference));

    assert.equal(await reconcilePayment(deps, unknown.payment_id as string), 'pending', 'too young to give up on');
    const later = new Date(Date.now() + 31 * 60_000);
    assert.equal(await reconcilePayment(deps, unknown.payment_id as string, later), 'settled');
    assert.equal(await reconcileOverduePayments(deps, later) >= 2, true);
    for (const [answer, expected] of [
      [unknown, 'ABANDONED'],
      [transfer, 'ABANDONED'],
      [paid, 'SUCCEEDED'],
    ] as const) {
      assert.equal((await status(agent, answer.payment.payment_id))?.status, expected);
    }
    assert.equal((await orderOf(unknown.order_id)).status, 'PAYMENT_FAILED');
    assert.equal((await orderOf(paid.order_id)).status, 'ACTIVE');
    assert.deepEqual((await events(unknown.payment.payment_id)).at(-1), 'reconcile:ABANDONED');
    assert.equal(await reconcilePayment(deps, unknown.payment_id as string, later), 'unchanged');
  });

  it('finishes a sale after a gateway timeout when the same request comes again: one order, one payment, a fresh attempt', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    const device = await createCustomerWithDevice(t.db, agent);
    const request = sale(device.deviceId);
    gateway.nextCall = 'timeout-after'; // the gateway took the first attempt, but its answer never came
    const error = await actionError(buy(agent, request));
    assert.equal(error.code, 'payment-gateway-unavailable');
    const { rows: written } = await t.db.query<{ status: string }>(`SELECT status FROM public.plan_order WHERE device_id = $1`, [device.deviceId]);
    assert.deepEqual(written, [{ status: 'PENDING_PAYMENT' }], 'kept for the retry to finish');

    const again = await buy(agent, request);
    assert.equal(again.payment.gateway_reference, `${String(again.payment_reference)}-2`, 'the gateway refuses a reference twice');
    assert.ok(again.payment.checkout_url);
    const counts = async (sql: string) => (await t.db.query<{ n: number }>(sql, [device.deviceId])).rows[0].n;
    assert.equal(await counts(`SELECT count(*)::int AS n FROM public.plan_order WHERE device_id = $1`), 1);
    assert.equal(await counts(`SELECT count(*)::int AS n FROM public.payment p JOIN public.plan_order o ON o.id = p.plan_order_id WHERE o.device_id = $1`), 1);
    assert.deepEqual(await buy(agent, request), again, 'a third time: the same answer, no gateway call');

    // The first attempt's money would still find the payment (by our reference), and settle it once.
    assert.equal(await deliver({ kind: 'charge.success', transaction: gateway.pay(String(again.payment_reference)) }), 'settled');
    // Money under the second attempt too: the payment is paid once, the second money flagged in its history.
    assert.equal(await deliver({ kind: 'charge.success', transaction: gateway.pay(`${String(again.payment_reference)}-2`) }), 'flagged');
    assert.equal((await orderOf(again.order_id)).commission, 60_000);
  });

  it('funds the wallet by checkout: pending, then one FUNDING line with the gateway reference', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id, email: 'agent.fund@example.ng' });
    const fund = (input: Answer) => runAction(t.db, handlers.fund, input, { session: agent.session }) as Promise<{ payment: State }>;
    for (const amount of [99_999, 100_000_001]) {
      assert.equal((await actionError(fund({ idempotency_key: randomUUID(), amount_kobo: amount }))).message, 'Fund the wallet with ₦1,000 to ₦1,000,000 at a time');
    }
    const request = { idempotency_key: randomUUID(), amount_kobo: 500_000 };
    const calls = gateway.calls.length;
    const answers = await Promise.all([fund(request), fund(request), fund(request)]);
    for (const answer of answers) assert.equal(answer.payment.payment_id, answers[0].payment.payment_id);
    assert.equal(gateway.calls.length - calls, 1, 'twins of one request ask the gateway once');
    const payment = (await status(agent, answers[0].payment.payment_id)) as State;
    assert.ok(payment.checkout_url);
    assert.deepEqual([payment.purpose, payment.method, payment.status], ['WALLET_FUNDING', 'CARD', 'PENDING']);
    assert.equal(gateway.transactions.get(String(payment.gateway_reference))?.email, 'agent.fund@example.ng');
    const paid = gateway.pay(String(payment.gateway_reference));
    await deliver({ kind: 'charge.success', transaction: paid });
    await deliver({ kind: 'charge.success', transaction: { ...paid, gatewayResponse: 'again' } });
    assert.deepEqual(await ledger(t.db, agent.id), [{ kind: 'FUNDING', amount: 500_000, description: `Wallet funded by card (${String(payment.gateway_reference)})` }]);
    assert.equal((await status(agent, payment.payment_id))?.wallet_balance_kobo, 500_000);
  });

  it('opens one account per agent and credits each transfer into it once', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    const open = () => runAction(t.db, handlers.account, {}, { session: agent.session }) as Promise<Answer>;
    gateway.accountAssignment = 'later';
    const pending = await open();
    assert.deepEqual(pending, { status: 'PENDING', account_number: null, account_name: null, bank_name: null });
    const { rows } = await t.db.query<{ customer_code: string }>(`SELECT customer_code FROM public.wallet_account WHERE agent_id = $1`, [agent.id]);
    const account = gateway.dedicatedAccount(rows[0].customer_code);
    assert.equal(await deliver({ kind: 'dedicated_account.assigned', account }), 'assigned');
    gateway.accountAssignment = 'now';
    const assigned = await open();
    assert.deepEqual(assigned, { status: 'ASSIGNED', account_number: account.accountNumber, account_name: account.accountName, bank_name: account.bankName });
    assert.deepEqual(await Promise.all([open(), open()]), [assigned, assigned]);
    assert.equal(gateway.customers.size >= 1, true);

    const transfer = gateway.transferIn(account, 250_000);
    assert.equal(await deliver({ kind: 'charge.success', transaction: transfer }), 'credited');
    assert.equal(await deliver({ kind: 'charge.success', transaction: { ...transfer, gatewayResponse: 'resent' } }), 'unchanged');
    assert.deepEqual(await ledger(t.db, agent.id), [{ kind: 'FUNDING', amount: 250_000, description: `Wallet funded by transfer (${transfer.reference})` }]);
    const payments = await t.db.query(`SELECT purpose, method, status, idempotency_key FROM public.payment WHERE agent_id = $1`, [agent.id]);
    assert.deepEqual(payments.rows, [{ purpose: 'WALLET_FUNDING', method: 'TRANSFER', status: 'SUCCEEDED', idempotency_key: null }]);
  });

  it('refunds through the gateway: PENDING, then PROCESSED on its webhook; a wallet funding leaves the wallet, a failed refund comes back', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    const refund = (input: Answer) => runAction(t.db, handlers.refund, input, { session: BACK_OFFICE }) as Promise<Answer>;
    const answer = await buy(agent, sale((await createCustomerWithDevice(t.db, agent)).deviceId));
    await deliver({ kind: 'charge.success', transaction: gateway.pay(String(answer.payment_reference)) });

    const first = gateway.refunds.length;
    const part = { idempotency_key: randomUUID(), payment_id: answer.payment_id, amount_kobo: 200_000, reason: 'Goodwill' };
    const asked = await refund(part);
    assert.deepEqual([asked.status, asked.amount_kobo], ['PENDING', 200_000]);
    assert.deepEqual(await refund(part), asked, 'the same key: the same refund, no second call');
    assert.equal(gateway.refunds.length, first + 1);
    const tooMuch = await actionError(refund({ ...part, idempotency_key: randomUUID(), amount_kobo: 500_000 }));
    assert.deepEqual([tooMuch.code, tooMuch.extensions.refundable_kobo], ['refund-not-allowed', 400_000]);
    // Back office's refund is in the audit log once (the same key again and the refusal write nothing).
    const audit = await t.db.query<{ actor_role: string; action: string; before: unknown; after: { refund_id: string; amount_kobo: number; reason: string } }>(
      `SELECT actor_role, action, before, after FROM public.audit_event WHERE record_table = 'payment' AND record_id = $1`,
      [answer.payment_id],
    );
    assert.deepEqual(audit.rows, [
      { actor_role: 'back_office', action: 'refund_payment', before: { status: 'SUCCEEDED', refunded_kobo: 0 }, after: { refund_id: asked.refund_id, amount_kobo: 200_000, reason: 'Goodwill' } },
    ]);

    await deliver({ kind: 'refund', refund: { ...gateway.refunds[first], status: 'processed' } });
    await deliver({ kind: 'refund', refund: { ...gateway.refunds[first], status: 'processed' } });
    let state = await status(agent, answer.payment.payment_id);
    assert.deepEqual([state?.status, state?.refunded_kobo], ['SUCCEEDED', 200_000]);
    await refund({ ...part, idempotency_key: randomUUID(), amount_kobo: null });
    await deliver({ kind: 'refund', refund: { ...gateway.refunds[first + 1], status: 'processed' } });
    state = await status(agent, answer.payment.payment_id);
    assert.deepEqual([state?.status, state?.refunded_kobo, state?.order_status], ['REFUNDED', 600_000, 'ACTIVE']);

    // A wallet funding: the money leaves the wallet when the refund is asked for, and comes back if it fails.
    const funded = (await runAction(t.db, handlers.fund, { idempotency_key: randomUUID(), amount_kobo: 300_000 }, { session: agent.session })) as { payment: State };
    await deliver({ kind: 'charge.success', transaction: gateway.pay(String(funded.payment.gateway_reference)) });
    await refund({ idempotency_key: randomUUID(), payment_id: funded.payment.payment_id, amount_kobo: null, reason: 'Agent left' });
    await deliver({ kind: 'refund', refund: { ...gateway.refunds[first + 2], status: 'failed' } });
    assert.deepEqual(
      (await ledger(t.db, agent.id)).map((l) => [l.kind, l.amount]),
      [['COMMISSION', 60_000], ['FUNDING', 300_000], ['REFUND', -300_000], ['REFUND', 300_000]],
    );
    const nothingLeft = await actionError(refund({ idempotency_key: randomUUID(), payment_id: answer.payment_id, reason: 'x', amount_kobo: null }));
    assert.equal(nothingLeft.code, 'refund-not-allowed', 'nothing left of a refunded payment');
    const seller = await createAgent(t.db, { partnerId: SUNLINE_NG.id, walletKobo: 1_000_000 });
    const walletSale = (await runAction(t.db, handlers.buy, sale((await createCustomerWithDevice(t.db, seller)).deviceId, { payment_method: 'WALLET' }), {
      session: seller.session,
    })) as Answer;
    assert.equal((await actionError(refund({ idempotency_key: randomUUID(), payment_id: walletSale.payment_id, reason: 'x', amount_kobo: null }))).code, 'refund-not-allowed');
  });

  it('asks for a refund once when its answer was lost: the same refund asks nothing for a minute, then finds it at the gateway, and a lookup without an answer asks nothing', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    const refund = (input: Answer) => runAction(t.db, handlers.refund, input, { session: BACK_OFFICE }) as Promise<Answer>;
    const answer = await buy(agent, sale((await createCustomerWithDevice(t.db, agent)).deviceId));
    await deliver({ kind: 'charge.success', transaction: gateway.pay(String(answer.payment_reference)) });
    const part = { idempotency_key: randomUUID(), payment_id: answer.payment_id, amount_kobo: 250_000, reason: 'Goodwill' };

    const made = gateway.refunds.length;
    let calls = gateway.calls.length;
    gateway.nextCall = 'timeout-after';
    assert.equal((await actionError(refund(part))).code, 'payment-gateway-unavailable');
    assert.deepEqual(gateway.calls.slice(calls), ['refund'], 'a first refund is asked for without a lookup');
    assert.equal(gateway.refunds.length, made + 1, 'the gateway made it');
    const [{ id: refundId }] = (await t.db.query<{ id: string }>(`SELECT id FROM public.payment_refund WHERE idempotency_key = $1`, [part.idempotency_key])).rows;

    // The gateway may have the refund and not list it yet: within the window the same refund asks nothing.
    calls = gateway.calls.length;
    assert.equal((await actionError(refund(part))).code, 'payment-gateway-unavailable');
    assert.deepEqual(gateway.calls.slice(calls), [], 'no answer to the refund itself: its mark stays, nothing asked');
    // A minute on, the retry looks before it asks.
    await t.db.query(`UPDATE public.payment_refund SET gateway_call_started_at = $2 WHERE id = $1`, [refundId, new Date(Date.now() - 61_000).toISOString()]);

    calls = gateway.calls.length;
    gateway.nextCall = 'timeout-before';
    assert.equal((await actionError(refund(part))).code, 'payment-gateway-unavailable');
    assert.deepEqual(gateway.calls.slice(calls), ['findRefund'], 'the lookup got no answer: nothing asked blind');

    calls = gateway.calls.length;
    const found = await refund(part);
    assert.deepEqual(gateway.calls.slice(calls), ['findRefund'], 'found: not asked again');
    assert.deepEqual([found.status, found.amount_kobo], ['PENDING', 250_000]);
    assert.equal(gateway.refunds.length, made + 1, 'one refund at the gateway');
    const { rows } = await t.db.query<{ gateway_refund_id: string }>(`SELECT gateway_refund_id FROM public.payment_refund WHERE id = $1`, [found.refund_id]);
    assert.equal(rows[0].gateway_refund_id, gateway.refunds[made].id);
    calls = gateway.calls.length;
    assert.deepEqual(await refund(part), found);
    assert.equal(gateway.calls.length, calls, 'its id known: the same refund, nothing asked');

    await deliver({ kind: 'refund', refund: { ...gateway.refunds[made], status: 'processed' } });
    const state = await status(agent, answer.payment.payment_id);
    assert.deepEqual([state?.status, state?.refunded_kobo], ['SUCCEEDED', 250_000]);
  });

  it('asks for a refund once when it is sent again while the gateway is still answering (two at once, a double click)', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    const refund = (input: Answer) => runAction(t.db, handlers.refund, input, { session: BACK_OFFICE }) as Promise<Answer>;
    // A wallet funding: its refund's one effect on the ledger shows.
    const funded = (await runAction(t.db, handlers.fund, { idempotency_key: randomUUID(), amount_kobo: 300_000 }, { session: agent.session })) as { payment: State };
    await deliver({ kind: 'charge.success', transaction: gateway.pay(String(funded.payment.gateway_reference)) });
    const paymentId = funded.payment.payment_id;
    const all = { idempotency_key: randomUUID(), payment_id: paymentId, amount_kobo: null, reason: 'Agent left' };

    const made = gateway.refunds.length;
    const calls = gateway.calls.length;
    const slow = gateway.holdNextCall();
    // Two first requests at once; one asks the gateway, which is slow; the same refund comes again meanwhile.
    const firsts = Promise.allSettled([refund(all), refund(all)]);
    await slow.reached;
    const [meanwhile] = await Promise.allSettled([refund(all)]);
    slow.release();
    const outcomes = [...(await firsts), meanwhile];
    assert.deepEqual(gateway.calls.slice(calls), ['refund'], 'asked once, and nothing looked for meanwhile');
    assert.equal(gateway.refunds.length, made + 1, 'one refund at the gateway');
    const outcome = (settled: PromiseSettledResult<Answer>) => (settled.status === 'fulfilled' ? String(settled.value.status) : (settled.reason as { code: string }).code);
    assert.equal(outcome(meanwhile), 'payment-gateway-unavailable', 'sent again while the gateway was answering: asks nothing, says so');
    // The other first request saw the call in flight too, or (a busy machine let it start only after the
    // gateway answered) got that answer: either way it asked nothing.
    const [first, second] = (await firsts).map(outcome).sort();
    assert.equal(first, 'PENDING');
    assert.ok(['PENDING', 'payment-gateway-unavailable'].includes(second), second);

    const answered = outcomes.find((settled) => settled.status === 'fulfilled')?.value;
    assert.deepEqual(await refund(all), answered, 'once the gateway answered: the same refund');
    assert.equal(gateway.calls.length, calls + 1);
    const { rows } = await t.db.query(`SELECT gateway_refund_id, gateway_call_started_at FROM public.payment_refund WHERE payment_id = $1`, [paymentId]);
    assert.deepEqual(rows, [{ gateway_refund_id: gateway.refunds[made].id, gateway_call_started_at: null }], 'one refund, its call no longer marked');
    assert.deepEqual((await ledger(t.db, agent.id)).map((l) => [l.kind, l.amount]), [['FUNDING', 300_000], ['REFUND', -300_000]]);

    await deliver({ kind: 'refund', refund: { ...gateway.refunds[made], status: 'processed' } });
    const payment = await t.db.query(`SELECT status, refunded_kobo::int AS refunded FROM public.payment WHERE id = $1`, [paymentId]);
    assert.deepEqual(payment.rows, [{ status: 'REFUNDED', refunded: 300_000 }]);
  });

  it('lets the same refund go on once its call is marked longer ago than the window (a process killed mid-call): the gateway is looked at first', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    const refund = (input: Answer) => runAction(t.db, handlers.refund, input, { session: BACK_OFFICE }) as Promise<Answer>;
    const answer = await buy(agent, sale((await createCustomerWithDevice(t.db, agent)).deviceId));
    await deliver({ kind: 'charge.success', transaction: gateway.pay(String(answer.payment_reference)) });
    const part = { idempotency_key: randomUUID(), payment_id: answer.payment_id, amount_kobo: 100_000, reason: 'Goodwill' };

    // The gateway makes the refund and its answer never comes back; the mark is put back as a process killed
    // during the call leaves it (one that lives clears it when the call fails).
    const made = gateway.refunds.length;
    gateway.nextCall = 'timeout-after';
    const lost = await actionError(refund(part));
    assert.equal(lost.code, 'payment-gateway-unavailable');
    const refundId = String(lost.extensions.refund_id);
    const markCall = (secondsAgo: number) =>
      t.db.query(`UPDATE public.payment_refund SET gateway_call_started_at = $2 WHERE id = $1`, [refundId, new Date(Date.now() - secondsAgo * 1000).toISOString()]);

    await markCall(GATEWAY_CALL_WINDOW_SECONDS - 10);
    let calls = gateway.calls.length;
    assert.equal((await actionError(refund(part))).code, 'payment-gateway-unavailable');
    assert.equal(gateway.calls.length, calls, 'marked within the window: the gateway is not asked');

    await markCall(GATEWAY_CALL_WINDOW_SECONDS + 1);
    calls = gateway.calls.length;
    const found = await refund(part);
    assert.deepEqual(gateway.calls.slice(calls), ['findRefund'], 'older: looked for first, found, not asked again');
    assert.equal(gateway.refunds.length, made + 1);
    const { rows } = await t.db.query(`SELECT gateway_refund_id, gateway_call_started_at FROM public.payment_refund WHERE id = $1`, [found.refund_id]);
    assert.deepEqual(rows, [{ gateway_refund_id: gateway.refunds[made].id, gateway_call_started_at: null }]);
  });

  it('keeps what the retry needs when the gateway does not answer at all', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    const device = await createCustomerWithDevice(t.db, agent);
    gateway.nextCall = 'timeout-before';
    const before = await tableCounts(t.db);
    const error = await actionError(buy(agent, sale(device.deviceId)));
    assert.equal(error.code, 'payment-gateway-unavailable');
    const afterCounts = await tableCounts(t.db);
    // Kept: the order, the payment (no instructions), its history line and the key with its answer — for the retry.
    assert.equal(afterCounts.plan_order - before.plan_order, 1);
    assert.equal(afterCounts.payment - before.payment, 1);
  });
});
