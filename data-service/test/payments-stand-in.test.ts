import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { PAYSTACK_SUCCESS_TEST_CARD, startPaystackStandIn, type PaystackStandIn } from '../../stand-ins/paystack';
import { freePort } from '../../scripts/lib/pgCluster.mjs';
import { BACK_OFFICE_ROLE } from '../src/auth/jwt';
import { PAYSTACK_WEBHOOK_PATH } from '../src/http/paymentWebhook';
import { SUNLINE_NG } from '../src/seed/partners';
import { createAgent, createCustomerWithDevice, type TestAgent } from './support/actions';
import { request } from './support/http';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/**
 * The payment flows end to end with nothing doubled: the data service (real Paystack adapter from its
 * configuration, real job queue) against the Paystack stand-in, which sends its signed webhooks to the
 * service's route. A card sale paid on the checkout page, settled by the webhook's job; the same event
 * delivered twice; a transfer into the agent's own account; a refund whose answer was lost, asked again; a
 * card sale cancelled in cooling-off, refunded at Paystack by the job the cancellation sent.
 * Both databases.
 */

const SECRET = 'sk_test_payments_end_to_end';
const APP = 'https://agents.example.test';
const BUY = `mutation Buy($key: uuid!, $device: uuid!, $plan: uuid!, $method: payment_method!) {
  buy_plan(idempotency_key: $key, device_id: $device, plan_id: $plan, billing: PREPAID, payment_method: $method) {
    order_id status payment { payment_id reference status checkout_url gateway_reference transfer { account_number amount_kobo } }
  }
}`;
const STATUS = `query Status($id: uuid!) { payment_status(payment_id: $id) { status order_status channel card_last4 } }`;
const CONFIRM = `mutation Confirm($id: uuid!) { confirm_payment(payment_id: $id) { status order_status } }`;
const ACCOUNT = `mutation { open_wallet_account { status account_number bank_name } }`;
const FUND = `mutation Fund($key: uuid!, $amount: bigint!) { fund_wallet(idempotency_key: $key, amount_kobo: $amount) { payment { payment_id checkout_url gateway_reference } } }`;
const REFUND = `mutation Refund($key: uuid!, $payment: uuid!, $amount: bigint, $reason: String!) {
  refund_payment(idempotency_key: $key, payment_id: $payment, amount_kobo: $amount, reason: $reason) { refund_id payment_id amount_kobo status }
}`;

const CANCEL = `mutation Cancel($key: uuid!, $order: uuid!, $reason: String!) {
  cancel_order(idempotency_key: $key, order_id: $order, reason: $reason) { order_id status refund_kobo clawback_kobo basis }
}`;

describe('payments against the Paystack stand-in', () => {
  let standIn: PaystackStandIn;
  let ds: TestService;
  let agent: TestAgent;
  let headers: Record<string, string>;
  before(async () => {
    const port = (await freePort()) as number;
    standIn = await startPaystackStandIn({
      port: 0,
      secretKey: SECRET,
      webhookUrl: `http://127.0.0.1:${port}${PAYSTACK_WEBHOOK_PATH}`,
      webhookRetryDelaysMs: [200, 500],
      webhookTimeoutMs: 5000,
    });
    ds = await startTestService({
      config: { port, appPublicUrl: APP, paystack: { secretKey: SECRET, baseUrl: standIn.url } },
      jobs: { timing: { pollingIntervalMs: 100 } },
    });
    agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    headers = await authHeaders({ userId: agent.id, partnerId: agent.partnerId });
  });
  after(async () => {
    await standIn?.webhooks.settled();
    await ds?.stop();
    await standIn?.stop();
  });

  const data = <T>(answer: GraphqlAnswer, field: string): T => {
    assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
    return (answer.data as Record<string, T>)[field];
  };
  async function planId(): Promise<string> {
    const { rows } = await ds.service.db.query<{ id: string }>(`SELECT id FROM public.plan WHERE partner_id = $1 AND code = 'SCREEN_GUARD'`, [SUNLINE_NG.id]);
    return rows[0].id;
  }
  /** Waits (up to 15 s) until `check` holds: the webhook and its job run in the background. */
  async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const value = await read();
      if (check(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  async function control(path: string) {
    const answer = await request(`${standIn.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    assert.equal(answer.status, 200, answer.text);
  }
  const count = async (sql: string, params: unknown[]) => Number((await ds.service.db.query<{ n: unknown }>(sql, params)).rows[0].n);

  it('sells by card on the checkout page: the webhook settles it once, confirm_payment agrees', async () => {
    standIn.switches.duplicateWebhooks = true;
    const device = await createCustomerWithDevice(ds.service.db, agent);
    type Sale = { order_id: string; status: string; payment: { payment_id: string; reference: string; checkout_url: string } };
    const sale = data<Sale>(await ds.gql(BUY, { key: randomUUID(), device: device.deviceId, plan: await planId(), method: 'CARD' }, undefined, headers), 'buy_plan');
    assert.equal(sale.status, 'PENDING_PAYMENT');
    assert.ok(sale.payment.checkout_url.startsWith(`${standIn.url}/checkout/`));

    const paid = await request(sale.payment.checkout_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ method: 'card', card_number: PAYSTACK_SUCCESS_TEST_CARD, outcome: 'success' }).toString(),
    });
    assert.equal(paid.status, 303);
    const back = new URL(String(paid.headers.location));
    assert.equal(`${back.origin}${back.pathname}`, `${APP}/account/payments/${sale.payment.payment_id}`, 'back to the app’s payment page');

    type Status = { status: string; order_status: string; channel: string; card_last4: string };
    const settled = await eventually(
      async () => data<Status>(await ds.gql(STATUS, { id: sale.payment.payment_id }, undefined, headers), 'payment_status'),
      (state) => state.status === 'SUCCEEDED',
    );
    assert.deepEqual(settled, { status: 'SUCCEEDED', order_status: 'ACTIVE', channel: 'card', card_last4: '4081' });
    assert.deepEqual(data(await ds.gql(CONFIRM, { id: sale.payment.payment_id }, undefined, headers), 'confirm_payment'), { status: 'SUCCEEDED', order_status: 'ACTIVE' });
    await standIn.webhooks.settled();
    standIn.switches.duplicateWebhooks = false;
    assert.equal(await count(`SELECT count(*) AS n FROM public.wallet_transaction WHERE plan_order_id = $1`, [sale.order_id]), 1, 'one commission');
    assert.equal(await count(`SELECT count(*) AS n FROM public.payment_event WHERE payment_id = $1 AND status = 'SUCCEEDED'`, [sale.payment.payment_id]), 1);
    // No card number anywhere in what we stored.
    const dump = await ds.service.db.query<{ t: string }>(
      `SELECT (SELECT coalesce(string_agg(payload::text, ''), '') FROM public.gateway_event) || (SELECT coalesce(string_agg(detail::text, ''), '') FROM public.payment_event) AS t`,
    );
    assert.doesNotMatch(dump.rows[0].t, new RegExp(PAYSTACK_SUCCESS_TEST_CARD.replace(/\D/g, '')));
  });

  it("credits a transfer into the agent's own account once", async () => {
    type Account = { status: string; account_number: string | null };
    const account = await eventually(
      async () => data<Account>(await ds.gql(ACCOUNT, undefined, undefined, headers), 'open_wallet_account'),
      (value) => value.status === 'ASSIGNED',
    );
    assert.equal(account.status, 'ASSIGNED');
    standIn.switches.duplicateWebhooks = true;
    const sent = await request(`${standIn.url}/__standin/transfers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accountNumber: account.account_number, amountKobo: 150_000 }),
    });
    assert.equal(sent.status, 200, sent.text);
    const funding = () => count(`SELECT count(*) AS n FROM public.wallet_transaction WHERE agent_id = $1 AND kind = 'FUNDING'`, [agent.id]);
    assert.equal(await eventually(funding, (n) => n >= 1), 1);
    await standIn.webhooks.settled();
    standIn.switches.duplicateWebhooks = false;
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(await funding(), 1, 'the same transfer reported twice credits once');
    const { rows } = await ds.service.db.query<{ balance: unknown }>(`SELECT wallet_balance_kobo AS balance FROM public.agent WHERE id = $1`, [agent.id]);
    assert.equal(Number(rows[0].balance), 150_000 + 60_000);
  });

  it('refunds once when the answer to the refund was lost: nothing is asked for a minute, then the retry finds it at Paystack, and without a lookup it asks nothing', async () => {
    const funder = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    const funderHeaders = await authHeaders({ userId: funder.id, partnerId: funder.partnerId });
    const backOffice = await authHeaders({ role: BACK_OFFICE_ROLE });
    type Funding = { payment: { payment_id: string; checkout_url: string; gateway_reference: string } };
    const { payment } = data<Funding>(await ds.gql(FUND, { key: randomUUID(), amount: 500_000 }, undefined, funderHeaders), 'fund_wallet');
    await request(payment.checkout_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ method: 'card', card_number: PAYSTACK_SUCCESS_TEST_CARD, outcome: 'success' }).toString(),
    });
    const ledger = async () =>
      (
        await ds.service.db.query<{ kind: string; amount: unknown }>(`SELECT kind, amount_kobo AS amount FROM public.wallet_transaction WHERE agent_id = $1 ORDER BY seq`, [funder.id])
      ).rows.map((line) => [line.kind, Number(line.amount)]);
    assert.deepEqual(await eventually(ledger, (lines) => lines.length === 1), [['FUNDING', 500_000]]);
    await standIn.webhooks.settled();

    const ask = { key: randomUUID(), payment: payment.payment_id, amount: 200_000, reason: 'The agent asked for part of it back' };
    const refundsAtPaystack = () => standIn.state().refunds.filter((refund) => refund.transactionReference === payment.gateway_reference);
    const posts = () => standIn.requests.filter((call) => call.method === 'POST' && call.path === '/refund').length;
    // Paystack makes the refund, its answer never arrives, and neither does its refund.pending webhook.
    standIn.switches.dropWebhooks = true;
    standIn.switches.loseNextAnswer = 1;
    const lost = await ds.gql(REFUND, ask, undefined, backOffice);
    assert.equal(lost.errors?.[0]?.extensions?.code, 'payment-gateway-unavailable', JSON.stringify(lost));
    assert.equal(refundsAtPaystack().length, 1, 'Paystack made it');
    assert.equal(posts(), 1);

    // The same refund at once: Paystack may have it and not list it yet, so nothing is asked, not even the list.
    const gets = () => standIn.requests.filter((call) => call.method === 'GET' && call.path.startsWith('/refund')).length;
    const listed = gets();
    const soon = await ds.gql(REFUND, ask, undefined, backOffice);
    assert.equal(soon.errors?.[0]?.extensions?.code, 'payment-gateway-unavailable', JSON.stringify(soon));
    assert.deepEqual([posts(), gets()], [1, listed], 'within the minute: nothing asked');
    // A minute on.
    await ds.service.db.query(`UPDATE public.payment_refund SET gateway_call_started_at = now() - interval '61 seconds' WHERE payment_id = $1`, [payment.payment_id]);

    // The same refund again while Paystack is down (the lookup's tries all 503): nothing is asked blind.
    standIn.switches.failNext = 3;
    const down = await ds.gql(REFUND, ask, undefined, backOffice);
    assert.equal(down.errors?.[0]?.extensions?.code, 'payment-gateway-unavailable', JSON.stringify(down));
    assert.equal(standIn.switches.failNext, 0, 'the lookup was tried and retried');
    assert.equal(posts(), 1, 'no refund asked for without the lookup');

    // And again with Paystack back: the lookup finds it; no second refund.
    type Refund = { refund_id: string; payment_id: string; amount_kobo: unknown; status: string };
    const found = data<Refund>(await ds.gql(REFUND, ask, undefined, backOffice), 'refund_payment');
    assert.deepEqual([found.status, Number(found.amount_kobo)], ['PENDING', 200_000]);
    assert.equal(posts(), 1, 'POST /refund once');
    assert.equal(refundsAtPaystack().length, 1, 'one refund at Paystack');
    const lookups = standIn.requests.filter((call) => call.method === 'GET' && call.path === '/refund');
    assert.ok(lookups.length >= 2, 'looked up by List Refunds');
    const stored = await ds.service.db.query<{ gateway_refund_id: string; status: string }>(`SELECT gateway_refund_id, status FROM public.payment_refund WHERE id = $1`, [found.refund_id]);
    assert.deepEqual(stored.rows, [{ gateway_refund_id: String(refundsAtPaystack()[0].id), status: 'PENDING' }]);

    // Paystack pays it out: the payment and the ledger end as after any refund.
    standIn.switches.dropWebhooks = false;
    await control(`/__standin/refunds/${refundsAtPaystack()[0].id}/process`);
    const refunded = async () =>
      (await ds.service.db.query<{ refunded: unknown; status: string }>(`SELECT refunded_kobo AS refunded, status FROM public.payment WHERE id = $1`, [payment.payment_id])).rows[0];
    const settled = await eventually(refunded, (row) => Number(row.refunded) > 0);
    assert.deepEqual([Number(settled.refunded), settled.status], [200_000, 'SUCCEEDED']);
    assert.deepEqual(await ledger(), [['FUNDING', 500_000], ['REFUND', -200_000]], 'one REFUND line');
    assert.equal(await count(`SELECT count(*) AS n FROM public.payment_refund WHERE payment_id = $1`, [payment.payment_id]), 1);
    const { rows } = await ds.service.db.query<{ balance: unknown }>(`SELECT wallet_balance_kobo AS balance FROM public.agent WHERE id = $1`, [funder.id]);
    assert.equal(Number(rows[0].balance), 300_000);
    await standIn.webhooks.settled();
    assert.equal(Number((await refunded()).refunded), 200_000, 'counted once');
  });

  it('cancels a card sale in cooling-off: the job refunds it at Paystack once, the payment ends REFUNDED, the commission taken back', async () => {
    const seller = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    const sellerHeaders = await authHeaders({ userId: seller.id, partnerId: seller.partnerId });
    const device = await createCustomerWithDevice(ds.service.db, seller);
    type Sale = { order_id: string; payment: { payment_id: string; checkout_url: string; gateway_reference: string } };
    const sale = data<Sale>(await ds.gql(BUY, { key: randomUUID(), device: device.deviceId, plan: await planId(), method: 'CARD' }, undefined, sellerHeaders), 'buy_plan');
    await request(sale.payment.checkout_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ method: 'card', card_number: PAYSTACK_SUCCESS_TEST_CARD, outcome: 'success' }).toString(),
    });
    assert.deepEqual(data(await ds.gql(CONFIRM, { id: sale.payment.payment_id }, undefined, sellerHeaders), 'confirm_payment'), { status: 'SUCCEEDED', order_status: 'ACTIVE' });

    const ask = { key: randomUUID(), order: sale.order_id, reason: 'Bought the wrong plan' };
    const answers = await Promise.all([ds.gql(CANCEL, ask, undefined, sellerHeaders), ds.gql(CANCEL, ask, undefined, sellerHeaders)]);
    const expected = { order_id: sale.order_id, status: 'CANCELLED', refund_kobo: 600_000, clawback_kobo: 60_000, basis: 'COOLING_OFF' };
    for (const answer of answers) assert.deepEqual(data(answer, 'cancel_order'), expected);

    const atPaystack = () => standIn.state().refunds.filter((refund) => refund.transactionReference === sale.payment.gateway_reference);
    await eventually(async () => atPaystack().length, (n) => n > 0);
    assert.equal(atPaystack().length, 1, 'one refund at Paystack');
    await control(`/__standin/refunds/${atPaystack()[0].id}/process`);
    const payment = async () =>
      (await ds.service.db.query<{ refunded: unknown; status: string }>(`SELECT refunded_kobo AS refunded, status FROM public.payment WHERE id = $1`, [sale.payment.payment_id])).rows[0];
    const settled = await eventually(payment, (row) => row.status === 'REFUNDED');
    assert.deepEqual([Number(settled.refunded), settled.status], [600_000, 'REFUNDED']);
    const { rows } = await ds.service.db.query<{ kind: string; amount: unknown }>(`SELECT kind, amount_kobo AS amount FROM public.wallet_transaction WHERE agent_id = $1 ORDER BY seq`, [seller.id]);
    assert.deepEqual(rows.map((row) => [row.kind, Number(row.amount)]), [['COMMISSION', 60_000], ['COMMISSION', -60_000]]);
    await standIn.webhooks.settled();
    assert.equal(atPaystack().length, 1, 'still one');
  });
});
