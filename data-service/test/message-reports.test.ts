import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { signTermiiBody, startTermiiStandIn, type TermiiStandIn } from '../../stand-ins/termii';
import { TERMII_REPORT_PATH } from '../src/http/messageReports';
import { SEND_MESSAGE } from '../src/messages/queueMessage';
import { queueSaleReceipt } from '../src/messages/saleReceipt';
import { MAX_SEND_ATTEMPTS } from '../src/messages/sendMessage';
import { DEMO_IDS } from '../src/seed/demo';
import { SUNLINE_NG } from '../src/seed/partners';
import { request } from './support/http';
import { startTestService, type TestService } from './support/testService';

/**
 * A message's whole way out and back, as in development: the service's queue sends the receipt through the
 * Termii adapter to the Termii stand-in, which answers as Termii does and posts its signed delivery report to
 * the service's report route, which marks the message DELIVERED. The route refuses what Termii did not sign.
 * Both databases.
 */

const APP = 'https://agents.example.test';

/** A port free now, for the service: the stand-in must know where to report before the service starts. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('messages out through Termii and its reports back', () => {
  let standIn: TermiiStandIn;
  let ds: TestService;
  let reportUrl: string;

  before(async () => {
    const port = await freePort();
    reportUrl = `http://127.0.0.1:${port}${TERMII_REPORT_PATH}`;
    standIn = await startTermiiStandIn({ port: 0, reportUrl, reportDelayMs: 0, reportRetryDelaysMs: [200, 500] });
    ds = await startTestService({
      config: { port, appPublicUrl: APP, termii: { baseUrl: standIn.url, apiKey: standIn.apiKey, secretKey: standIn.secretKey, senderId: 'DeviceCover' } },
      jobs: { timing: { pollingIntervalMs: 100 } },
    });
  });
  after(async () => {
    await ds?.stop();
    await standIn?.stop();
  });

  /** A demo order's receipt written as a sale writes it (the queue is the service's own). */
  async function receiptFor(orderId: string): Promise<string> {
    await ds.service.db.transaction((tx) => queueSaleReceipt(tx, { queue: ds.service.jobs, appPublicUrl: APP }, orderId));
    const { rows } = await ds.service.db.query<{ id: string }>(`SELECT id FROM public.message WHERE event_key = $1`, [`SALE_RECEIPT:${orderId}`]);
    return rows[0].id;
  }
  async function messageRow(id: string) {
    const { rows } = await ds.service.db.query<{ status: string; provider: string | null; provider_reference: string | null; provider_status: string | null; recipient: string; body: string }>(
      `SELECT status, provider, provider_reference, provider_status, recipient, body FROM public.message WHERE id = $1`,
      [id],
    );
    return rows[0];
  }
  async function activeOrder(): Promise<{ id: string; phone: string }> {
    const { rows } = await ds.service.db.query<{ id: string; phone: string }>(
      `SELECT o.id, c.phone FROM public.plan_order o JOIN public.customer c ON c.id = o.customer_id
        WHERE o.agent_id = $1 AND o.status = 'ACTIVE' AND NOT EXISTS (SELECT 1 FROM public.message m WHERE m.plan_order_id = o.id)
        ORDER BY o.created_at LIMIT 1`,
      [DEMO_IDS[SUNLINE_NG.code].demoAgentId],
    );
    assert.ok(rows[0], 'the demo agent has an active order without messages');
    return rows[0];
  }
  const waitFor = async <T>(what: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
    const until = Date.now() + 15_000;
    for (;;) {
      const value = await what();
      if (done(value) || Date.now() > until) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('sends the receipt once through Termii, and marks it delivered on Termii’s signed report', async () => {
    const order = await activeOrder();
    const id = await receiptFor(order.id);
    const delivered = await waitFor(
      () => messageRow(id),
      (row) => row.status === 'DELIVERED',
    );
    assert.deepEqual([delivered.status, delivered.provider, delivered.provider_status], ['DELIVERED', 'termii', 'Delivered']);
    const sent = standIn.messages().filter((message) => message.id === delivered.provider_reference);
    assert.equal(sent.length, 1, 'one SMS at the provider');
    assert.equal(sent[0].to, order.phone.replace(/^\+/, ''));
    assert.equal(sent[0].from, 'DeviceCover');
    assert.equal(sent[0].sms, delivered.body);
  });

  it('keeps a message the phone never got as not delivered, in Termii’s words', async () => {
    const order = await activeOrder();
    standIn.setOutcome(order.phone.replace(/^\+/, ''), 'dnd');
    const id = await receiptFor(order.id);
    const row = await waitFor(
      () => messageRow(id),
      (value) => value.status === 'UNDELIVERED',
    );
    assert.deepEqual([row.status, row.provider_status], ['UNDELIVERED', 'DND Active on Phone Number']);
  });

  it('puts the message back in the queue when Termii is down, and sends it once on the next try', async () => {
    const order = await activeOrder();
    standIn.failNext(1, 503);
    const id = await receiptFor(order.id);
    const waiting = await waitFor(
      () => ds.service.db.query<{ status: string; attempts: number; last_error: string | null }>(`SELECT status, attempts, last_error FROM public.message WHERE id = $1`, [id]),
      ({ rows }) => rows[0].attempts === 1 && rows[0].status === 'QUEUED',
    );
    assert.deepEqual(waiting.rows[0], { status: 'QUEUED', attempts: 1, last_error: `termii could not be reached (try 1 of ${MAX_SEND_ATTEMPTS})` });
    // The queue's own retry comes 30 s later (jobs/definitions.ts); the test sends the job now instead.
    await ds.service.jobs.send(SEND_MESSAGE, { messageId: id });
    const row = await waitFor(
      () => messageRow(id),
      (value) => value.status === 'DELIVERED',
    );
    assert.equal(row.status, 'DELIVERED');
    const attempts = await ds.service.db.query<{ attempts: number }>(`SELECT attempts FROM public.message WHERE id = $1`, [id]);
    assert.equal(attempts.rows[0].attempts, 2);
    assert.equal(standIn.messages().filter((message) => message.id === row.provider_reference).length, 1);
  });

  it('refuses a report without Termii’s signature, or signed with another key, and believes nothing of it', async () => {
    const order = await activeOrder();
    const id = await receiptFor(order.id);
    const sent = await waitFor(
      () => messageRow(id),
      (row) => row.status === 'DELIVERED',
    );
    const forged = JSON.stringify({ type: 'outbound', message_id: sent.provider_reference, status: 'Expired', receiver: order.phone });
    for (const signature of [undefined, signTermiiBody(forged, 'not the secret')]) {
      const response = await request(reportUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'x-termii-signature': signature } : {}) },
        body: forged,
      });
      assert.equal(response.status, 401);
    }
    assert.equal((await messageRow(id)).status, 'DELIVERED');
    assert.ok(ds.log.some((line) => /message report refused: no signature/.test(line)));
  });

  it('answers 404 to a signed report of a message it does not know yet, so Termii sends it again', async () => {
    const body = JSON.stringify({ type: 'outbound', message_id: '1234567890123', status: 'Delivered' });
    const response = await request(reportUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-termii-signature': signTermiiBody(body, standIn.secretKey) },
      body,
    });
    assert.equal(response.status, 404);
  });
});
