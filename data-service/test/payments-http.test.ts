import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { ALL_ACTIONS } from '@/lib/actions/allActions';
import { PAYSTACK_WEBHOOK_PATH } from '../src/http/paymentWebhook';
import { defaultRegistry } from '../src/metadata/defaultRegistry';
import { PAYMENT_JOBS } from '../src/payments/services';
import { processWebhookEvent } from '../src/payments/webhookEvents';
import { memoryLogger } from '../src/log';
import { SUNLINE_NG } from '../src/seed/partners';
import { createAgent, createCustomerWithDevice, tableCounts } from './support/actions';
import { request } from './support/http';
import { paymentDoubles } from './support/paymentDoubles';
import { startTestService, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/**
 * The gateway's webhook over HTTP (`POST /v1/payments/paystack/webhook`): a forged or unsigned body is 401
 * with one log line and nothing stored; a signed one is stored with its job and answered 200 at once, the
 * same body twice stored once. And card data stays out of our API for good.
 */

const DOUBLES = paymentDoubles();
const BUY = `mutation Buy($key: uuid!, $device: uuid!, $plan: uuid!) {
  buy_plan(idempotency_key: $key, device_id: $device, plan_id: $plan, billing: PREPAID, payment_method: CARD) {
    order_id status payment { payment_id reference status checkout_url gateway_reference }
  }
}`;

describe('the payment webhook over HTTP', () => {
  let ds: TestService;
  before(async () => {
    ds = await startTestService({ payments: DOUBLES.services });
  });
  after(() => ds?.stop());

  const post = (raw: Buffer, signature?: string) =>
    request(`${ds.baseUrl}${PAYSTACK_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-paystack-signature': signature }) },
      body: raw,
    });

  it('refuses a forged or unsigned webhook with 401, logs it once, and stores nothing', async () => {
    const agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    const device = await createCustomerWithDevice(ds.service.db, agent);
    const headers = await authHeaders({ userId: agent.id, partnerId: agent.partnerId });
    const sold = await ds.gql(BUY, { key: randomUUID(), device: device.deviceId, plan: (await planId(ds)) }, undefined, headers);
    assert.equal(sold.errors, undefined, JSON.stringify(sold.errors));
    const payment = (sold.data?.buy_plan as { payment: { reference: string } }).payment;
    const paid = DOUBLES.gateway.pay(payment.reference);

    const before = await tableCounts(ds.service.db);
    const jobs = DOUBLES.queue.sent.length;
    const logLines = ds.log.length;
    const forged = DOUBLES.gateway.webhook({ kind: 'charge.success', transaction: paid }, 'sk_test_not_our_secret');
    for (const signature of [forged.signature, undefined, 'not-hex', '']) {
      const answer = await post(forged.raw, signature);
      assert.equal(answer.status, 401);
    }
    assert.deepEqual(await tableCounts(ds.service.db), before);
    assert.equal(DOUBLES.queue.sent.length, jobs);
    assert.equal(ds.log.length - logLines, 4, 'one line per refusal');
    assert.match(ds.log.at(-1) ?? '', /^warning: payment webhook refused: /);

    // Signed: stored with its job, 200; the same body again is the same event.
    const signed = DOUBLES.gateway.webhook({ kind: 'charge.success', transaction: paid });
    assert.equal((await post(signed.raw, signed.signature)).status, 200);
    assert.equal((await post(signed.raw, signed.signature)).status, 200);
    const events = await ds.service.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.gateway_event`);
    assert.equal(events.rows[0].n, 1);
    const job = DOUBLES.queue.named(PAYMENT_JOBS.event);
    assert.equal(job.length, 1);
    const deps = { db: ds.service.db, gateway: DOUBLES.gateway, queue: DOUBLES.queue, log: memoryLogger(), appPublicUrl: DOUBLES.services.appPublicUrl };
    assert.equal(await processWebhookEvent(deps, String(job[0].data.eventId)), 'settled');
    const order = await ds.service.db.query<{ status: string }>(`SELECT status FROM public.plan_order WHERE device_id = $1`, [device.deviceId]);
    assert.deepEqual(order.rows, [{ status: 'ACTIVE' }]);
  });
});

async function planId(ds: TestService): Promise<string> {
  const { rows } = await ds.service.db.query<{ id: string }>(`SELECT id FROM public.plan WHERE partner_id = $1 AND code = 'SCREEN_GUARD'`, [SUNLINE_NG.id]);
  return rows[0].id;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('no card data in our API (issue 30)', () => {
  const CARD_FIELD = /card_input|card_number|\bcvv\b|expiry_month|expiry_year|\bpan\b/i;

  it('has no card input type, no card argument and no card-number column anywhere in the schema', () => {
    const registry = defaultRegistry();
    assert.doesNotMatch(registry.custom_types ?? '', CARD_FIELD);
    for (const action of registry.actions ?? []) assert.doesNotMatch(action.definition.arguments, CARD_FIELD, action.name);
    for (const table of registry.tables) {
      for (const column of table.columns) assert.doesNotMatch(column.name, /card_number|cvv|expiry/, `${table.table.name}.${column.name}`);
    }
    for (const action of ALL_ACTIONS) assert.doesNotMatch(JSON.stringify(Object.keys(action.args)), CARD_FIELD, action.name);
    for (const file of ['agent.graphql', 'anonymous.graphql']) {
      assert.doesNotMatch(fs.readFileSync(path.join(ROOT, 'data-service/schema', file), 'utf8'), CARD_FIELD, file);
    }
  });

  it('would notice card_input coming back', () => {
    assert.match('input card_input {\n  number: String!\n}', CARD_FIELD);
    assert.match('card: card_input', CARD_FIELD);
  });
});
