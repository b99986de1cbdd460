import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { PAYSTACK_SUCCESS_TEST_CARD, startPaystackStandIn, type PaystackStandIn } from '../../stand-ins/paystack';
import { freePort } from '../../scripts/lib/pgCluster.mjs';
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
 * delivered twice; a transfer into the agent's own account. Both databases.
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
});
