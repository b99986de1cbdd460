import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createBuyPlan } from '../src/actions/handlers/buyPlan';
import type { Queryable } from '../src/db/types';
import { memoryLogger } from '../src/log';
import { applyDeliveryReport } from '../src/messages/deliveryReports';
import { fillPlaceholders } from '../src/messages/messageTemplates';
import { SEND_MESSAGE } from '../src/messages/queueMessage';
import { queueSaleReceipt } from '../src/messages/saleReceipt';
import { MAX_SEND_ATTEMPTS, sendMessage } from '../src/messages/sendMessage';
import { SmsProviderUnavailableError, SmsRefusedError, type DeliveryReport, type OutgoingSms, type SmsProvider } from '../src/messages/smsProvider';
import { settlePayment } from '../src/payments/settle';
import { DEMO_IDS } from '../src/seed/demo';
import { SUNLINE_NG } from '../src/seed/partners';
import { createAgent, createCustomerWithDevice, openActionTestDb, runAction, type ActionTestDb, type TestAgent } from './support/actions';
import { paymentDoubles, type GatewayDouble, type QueueDouble } from './support/paymentDoubles';

/**
 * Messages (issue 34): the sale's receipt written with the sale (the outbox), once per order whichever way
 * it was paid and however often; the send job's one send, its retries and its failures; delivery reports
 * that move a message forward only. The Termii adapter's wire format is termii-contract.test.ts's; the HTTP
 * route's signature check message-reports.test.ts's. Both databases.
 */

const SUN = DEMO_IDS[SUNLINE_NG.code].planIds;
const APP = 'https://agents.example.test';

/** An SMS provider that records what it was asked to send and answers as told. */
class SmsDouble implements SmsProvider {
  readonly name = 'double';
  readonly sent: OutgoingSms[] = [];
  next: 'ok' | 'unavailable' | 'refuse' = 'ok';
  async send(sms: OutgoingSms): Promise<{ reference: string }> {
    if (this.next === 'unavailable') throw new SmsProviderUnavailableError('no answer');
    if (this.next === 'refuse') throw new SmsRefusedError('Termii refused the message (HTTP 400): Invalid Sender Id', 400);
    this.sent.push(sms);
    return { reference: `ref-${this.sent.length}-${randomUUID().slice(0, 8)}` };
  }
  readReport(): DeliveryReport | null {
    return null;
  }
}

type MessageRow = {
  id: string;
  event: string;
  template: string;
  language: string;
  channel: string;
  recipient: string;
  body: string;
  status: string;
  provider: string | null;
  provider_reference: string | null;
  provider_status: string | null;
  attempts: number;
  last_error: string | null;
  agent_id: string;
  customer_id: string;
  sent_at: Date | null;
  delivered_at: Date | null;
};

describe('messages', () => {
  let t: ActionTestDb;
  let gateway: GatewayDouble;
  let queue: QueueDouble;
  let buyPlan: ReturnType<typeof createBuyPlan>;
  const sms = new SmsDouble();
  const sending = () => ({ db: t.db, sms, defaultSenderId: 'DeviceCover', log: memoryLogger() });

  before(async () => {
    t = await openActionTestDb();
    const doubles = paymentDoubles();
    gateway = doubles.gateway;
    queue = doubles.queue;
    buyPlan = createBuyPlan(doubles.services);
  });
  after(() => t.close());

  const sale = (deviceId: string, method: string, key = randomUUID()) => ({
    idempotency_key: key,
    device_id: deviceId,
    plan_id: SUN.SCREEN_GUARD,
    billing: 'PREPAID',
    payment_method: method,
    ussd_bank: null,
    renewal_of_order_id: null,
  });
  const buy = (agent: TestAgent, input: Record<string, unknown>) => runAction(t.db, buyPlan, input, { session: agent.session }) as Promise<Record<string, unknown>>;

  async function messagesOf(orderId: unknown): Promise<MessageRow[]> {
    const { rows } = await t.db.query<MessageRow>(`SELECT * FROM public.message WHERE plan_order_id = $1 ORDER BY created_at`, [orderId]);
    return rows;
  }
  /** The receipt written anew, as if the order had just been paid (after the test changed what it is written from). */
  const writeReceiptAgain = (orderId: unknown) =>
    t.db.transaction(async (tx: Queryable) => {
      await tx.query(`DELETE FROM public.message WHERE plan_order_id = $1`, [orderId]);
      await queueSaleReceipt(tx, { queue, appPublicUrl: APP }, String(orderId));
    });
  const sendJobsFor = (messageId: string) => queue.named(SEND_MESSAGE).filter((job) => job.data.messageId === messageId);

  async function walletSale(options: { walletKobo?: number } = {}) {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id, walletKobo: options.walletKobo ?? 2_000_000 });
    const device = await createCustomerWithDevice(t.db, agent);
    const key = randomUUID();
    const answer = await buy(agent, sale(device.deviceId, 'WALLET', key));
    return { agent, device, key, answer };
  }

  describe('the sale’s receipt', () => {
    it('is written with a wallet sale: one SMS to the customer with the plan, amount, policy number and the public check of cover', async () => {
      const { agent, device, answer } = await walletSale();
      const [receipt, ...others] = await messagesOf(answer.order_id);
      assert.equal(others.length, 0);
      assert.deepEqual([receipt.event, receipt.template, receipt.channel, receipt.language, receipt.status], ['SALE_RECEIPT', 'sale-receipt', 'SMS', 'en', 'QUEUED']);
      const customer = await t.db.query<{ phone: string; first_name: string; phone_name: string }>(
        `SELECT c.phone, c.first_name, d.brand || ' ' || d.model AS phone_name FROM public.customer c JOIN public.device d ON d.customer_id = c.id WHERE d.id = $1`,
        [device.deviceId],
      );
      const { phone, first_name: firstName, phone_name: phoneName } = customer.rows[0];
      assert.equal(receipt.recipient, phone);
      assert.equal(receipt.agent_id, agent.id, 'the selling agent sees it');
      assert.equal(
        receipt.body,
        `Sunline Protect: ${firstName}, your Screen Guard for ${phoneName} is active. Paid NGN 6,000. ` +
          `Policy ${String(answer.policy_number)}. Proof of cover: ${APP}/verify/${String(answer.verification_code)}`,
      );
      assert.deepEqual(sendJobsFor(receipt.id).length, 1, 'its send job is queued with it');
    });

    it('is written once however often the sale is sent again under its key (a retry, a double tap)', async () => {
      const { agent, device, key, answer } = await walletSale();
      const again = await buy(agent, sale(device.deviceId, 'WALLET', key));
      assert.equal(again.order_id, answer.order_id);
      const receipts = await messagesOf(answer.order_id);
      assert.equal(receipts.length, 1);
      assert.equal(sendJobsFor(receipts[0].id).length, 1);
    });

    it('waits for a gateway payment, then is written once when it settles, however many times the settle is told', async () => {
      const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
      const device = await createCustomerWithDevice(t.db, agent);
      const answer = await buy(agent, sale(device.deviceId, 'CARD'));
      assert.deepEqual(await messagesOf(answer.order_id), [], 'nothing is paid yet');
      const payment = answer.payment as { payment_id: string; gateway_reference: string };
      const paid = gateway.pay(payment.gateway_reference);
      for (const source of ['webhook', 'verify'] as const) {
        await t.db.transaction((tx) => settlePayment(tx, { queue, appPublicUrl: APP }, payment.payment_id, { kind: 'paid', transaction: paid }, source));
      }
      const receipts = await messagesOf(answer.order_id);
      assert.equal(receipts.length, 1);
      assert.match(receipts[0].body, /Paid NGN 6,000\./);
    });

    it('is written in the customer’s language, the brand’s own text before every brand’s, English when there is none in theirs', async () => {
      const first = await walletSale();
      await t.db.query(`UPDATE public.customer SET message_language = 'pcm' WHERE id = $1`, [first.device.customerId]);
      await writeReceiptAgain(first.answer.order_id);
      const [pidgin] = await messagesOf(first.answer.order_id);
      assert.equal(pidgin.language, 'pcm');
      assert.match(pidgin.body, /don start\. You pay NGN 6,000\./);

      await t.db.query(
        `INSERT INTO public.message_template (partner_id, template, language, body) VALUES ($1, 'sale-receipt', 'pcm', 'Sunline: {customer}, cover don start. {verify_url}')`,
        [SUNLINE_NG.id],
      );
      const yoruba = await walletSale();
      await t.db.query(`UPDATE public.customer SET message_language = 'yo' WHERE id = $1`, [yoruba.device.customerId]);
      const own = await walletSale();
      await t.db.query(`UPDATE public.customer SET message_language = 'pcm' WHERE id = $1`, [own.device.customerId]);
      for (const { answer } of [yoruba, own]) await writeReceiptAgain(answer.order_id);
      const [english] = await messagesOf(yoruba.answer.order_id);
      assert.equal(english.language, 'en', 'no Yoruba text yet: English, not nothing');
      const [brands] = await messagesOf(own.answer.order_id);
      assert.match(brands.body, /^Sunline: .*, cover don start\. https:\/\//);
      await t.db.query(`DELETE FROM public.message_template WHERE partner_id = $1`, [SUNLINE_NG.id]);
    });

    it('keeps a customer’s name to itself: markup and formulas stay text, line breaks and control characters become spaces', () => {
      const body = fillPlaceholders('{brand}: {customer}, your {plan} is active. {missing}', {
        brand: 'Sunline',
        customer: '<script>alert(1)</script>\n\nCall 0800\u0007=cmd|calc',
        plan: 'Screen Guard',
      });
      assert.equal(body, 'Sunline: <script>alert(1)</script> Call 0800 =cmd|calc, your Screen Guard is active. {missing}');
    });
  });

  describe('the send job', () => {
    it('sends once with the brand’s sender (the default without one), then leaves a sent message alone', async () => {
      const { answer } = await walletSale();
      const [receipt] = await messagesOf(answer.order_id);
      const before = sms.sent.length;
      await sendMessage(sending(), receipt.id);
      await sendMessage(sending(), receipt.id);
      assert.equal(sms.sent.length, before + 1);
      assert.deepEqual(sms.sent.at(-1), { to: receipt.recipient, from: 'DeviceCover', text: receipt.body });
      const [sent] = await messagesOf(answer.order_id);
      assert.deepEqual([sent.status, sent.provider, sent.attempts, sent.last_error], ['SENT', 'double', 1, null]);
      assert.match(String(sent.provider_reference), /^ref-/);
      assert.ok(sent.sent_at);

      await t.db.query(`UPDATE public.partner SET sms_sender_id = 'Sunline' WHERE id = $1`, [SUNLINE_NG.id]);
      try {
        const other = await walletSale();
        const [next] = await messagesOf(other.answer.order_id);
        await sendMessage(sending(), next.id);
        assert.equal(sms.sent.at(-1)?.from, 'Sunline');
      } finally {
        await t.db.query(`UPDATE public.partner SET sms_sender_id = NULL WHERE id = $1`, [SUNLINE_NG.id]);
      }
    });

    it('puts a message back in the queue when the provider does not answer, and gives up after the last try, saying why', async () => {
      const { answer } = await walletSale();
      const [receipt] = await messagesOf(answer.order_id);
      sms.next = 'unavailable';
      try {
        for (let attempt = 1; attempt < MAX_SEND_ATTEMPTS; attempt += 1) {
          await assert.rejects(sendMessage(sending(), receipt.id), SmsProviderUnavailableError);
          const [waiting] = await messagesOf(answer.order_id);
          assert.deepEqual([waiting.status, waiting.attempts], ['QUEUED', attempt]);
          assert.equal(waiting.last_error, `double could not be reached (try ${attempt} of ${MAX_SEND_ATTEMPTS})`);
        }
        await sendMessage(sending(), receipt.id);
        const [failed] = await messagesOf(answer.order_id);
        assert.deepEqual([failed.status, failed.attempts], ['FAILED', MAX_SEND_ATTEMPTS]);
      } finally {
        sms.next = 'ok';
      }
    });

    it('marks a refused message FAILED at once with the provider’s words, without trying again', async () => {
      const { answer } = await walletSale();
      const [receipt] = await messagesOf(answer.order_id);
      sms.next = 'refuse';
      try {
        await sendMessage(sending(), receipt.id);
      } finally {
        sms.next = 'ok';
      }
      const [failed] = await messagesOf(answer.order_id);
      assert.deepEqual([failed.status, failed.attempts, failed.last_error], ['FAILED', 1, 'Termii refused the message (HTTP 400): Invalid Sender Id']);
      await sendMessage(sending(), receipt.id);
      assert.equal((await messagesOf(answer.order_id))[0].status, 'FAILED', 'a later run changes nothing');
    });

    it('sends again a message a worker died sending (the provider takes no key, so a second receipt beats none)', async () => {
      const { answer } = await walletSale();
      const [receipt] = await messagesOf(answer.order_id);
      await t.db.query(`UPDATE public.message SET status = 'SENDING', attempts = 1 WHERE id = $1`, [receipt.id]);
      const before = sms.sent.length;
      await sendMessage(sending(), receipt.id);
      assert.equal(sms.sent.length, before + 1);
      const [sent] = await messagesOf(answer.order_id);
      assert.deepEqual([sent.status, sent.attempts], ['SENT', 2]);
    });
  });

  describe('delivery reports', () => {
    async function sentReceipt(): Promise<{ orderId: unknown; reference: string }> {
      const { answer } = await walletSale();
      const [receipt] = await messagesOf(answer.order_id);
      await sendMessage(sending(), receipt.id);
      const [sent] = await messagesOf(answer.order_id);
      return { orderId: answer.order_id, reference: String(sent.provider_reference) };
    }
    const report = (reference: string, status: DeliveryReport['status'], providerStatus: string): DeliveryReport => ({ reference, status, providerStatus });
    const apply = (r: DeliveryReport) => t.db.transaction((tx) => applyDeliveryReport(tx, 'double', r));

    it('mark a message delivered, with the provider’s words and when; a report twice changes nothing', async () => {
      const { orderId, reference } = await sentReceipt();
      assert.equal(await apply(report(reference, 'DELIVERED', 'Delivered')), true);
      const [delivered] = await messagesOf(orderId);
      assert.deepEqual([delivered.status, delivered.provider_status], ['DELIVERED', 'Delivered']);
      assert.ok(delivered.delivered_at);
      assert.equal(await apply(report(reference, 'DELIVERED', 'Delivered')), true);
      assert.equal((await messagesOf(orderId))[0].delivered_at?.getTime(), delivered.delivered_at?.getTime());
    });

    it('never move a message back: a late "Message Sent" or a contrary report after the final one is kept out', async () => {
      const { orderId, reference } = await sentReceipt();
      await apply(report(reference, 'SENT', 'Message Sent'));
      assert.deepEqual([(await messagesOf(orderId))[0].status, (await messagesOf(orderId))[0].provider_status], ['SENT', 'Message Sent']);
      await apply(report(reference, 'UNDELIVERED', 'DND Active on Phone Number'));
      await apply(report(reference, 'SENT', 'Message Sent'));
      await apply(report(reference, 'DELIVERED', 'Delivered'));
      const [kept] = await messagesOf(orderId);
      assert.deepEqual([kept.status, kept.provider_status, kept.delivered_at], ['UNDELIVERED', 'DND Active on Phone Number', null]);
    });

    it('say when no message has the id yet (the report overtook the send’s answer), so the provider sends it again', async () => {
      assert.equal(await apply(report('no-such-message', 'DELIVERED', 'Delivered')), false);
    });
  });
});
