import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { PAYSTACK_SUCCESS_TEST_CARD, startPaystackStandIn, type PaystackStandIn } from '../../stand-ins/paystack';
import { loadConfig } from '../src/config';
import { memoryLogger } from '../src/log';
import { paymentGatewayFromConfig } from '../src/payments/paymentGatewayFromConfig';
import { GatewayRefusedError, GatewayUnavailableError, type GatewayEvent } from '../src/payments/gateway';
import { createPaystackGateway, type PaystackGateway } from '../src/payments/paystack/createPaystackGateway';
import { request } from './support/http';
import { startWebhookReceiver } from './support/paystackFakes';

/**
 * The Paystack stand-in over HTTP, with our adapter as its client and a webhook receiver as our side: the
 * checkout page, the signed webhooks and their switches, transfers, dedicated accounts, refunds. No database.
 */

const SECRET = 'sk_test_stand_in_tests';
const CALLBACK = 'https://app.example/payments/done?order=o-1';

describe('paystack stand-in', () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let receiverStatus = 200;
  let standIn: PaystackStandIn;
  let gateway: PaystackGateway;
  let counter = 0;
  const reference = () => `ref-${Date.now()}-${(counter += 1)}`;

  before(async () => {
    receiver = await startWebhookReceiver(() => receiverStatus);
    standIn = await startPaystackStandIn({ port: 0, secretKey: SECRET, webhookUrl: receiver.url, webhookRetryDelaysMs: [50, 50], webhookTimeoutMs: 1000 });
    gateway = createPaystackGateway({ secretKey: SECRET, baseUrl: standIn.url, timeoutMs: 1000, retries: 1, log: memoryLogger() });
  });
  after(async () => {
    await gateway.close();
    await standIn.stop();
    await receiver.stop();
  });
  beforeEach(async () => {
    receiverStatus = 200;
    await control('/__standin/reset');
    receiver.received.length = 0;
  });
  afterEach(() => standIn.webhooks.settled());

  async function control(path: string, body: unknown = {}) {
    const answer = await request(`${standIn.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    assert.equal(answer.status, 200, answer.text);
    return JSON.parse(answer.text) as Record<string, unknown>;
  }

  const read = (index: number): GatewayEvent | null => {
    const hook = receiver.received[index];
    return gateway.readWebhook(hook.rawBody, hook.signature);
  };

  async function newCheckout(amountKobo = 250_000, channels: ('card' | 'bank_transfer' | 'ussd')[] = ['card', 'bank_transfer', 'ussd']) {
    return gateway.initializeCheckout({ reference: reference(), amountKobo, email: 'ada@example.com', callbackUrl: CALLBACK, channels, metadata: { order_id: 'o-1' } });
  }

  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

  it("refuses a missing or wrong secret key with Paystack's 401 Invalid key", async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer sk_test_wrong' }, { authorization: SECRET }];
    for (const headers of attempts) {
      const answer = await request(`${standIn.url}/transaction/verify/x`, { headers });
      assert.equal(answer.status, 401);
      assert.deepEqual(JSON.parse(answer.text), { status: false, message: 'Invalid key' });
    }
    const wrongKey = createPaystackGateway({ secretKey: 'sk_test_wrong', baseUrl: standIn.url, log: memoryLogger() });
    await assert.rejects(wrongKey.verify('x'), (error: unknown) => error instanceof GatewayRefusedError && error.httpStatus === 401);
    await wrongKey.close();
  });

  it('checkout by card: the page, the payment, the redirect with trxref and reference, a signed charge.success with a reusable authorization', async () => {
    const checkout = await newCheckout();
    assert.equal(checkout.authorizationUrl, `${standIn.url}/checkout/${checkout.accessCode}`);
    const page = await request(checkout.authorizationUrl);
    assert.equal(page.status, 200);
    assert.match(page.text, /<label for="card_number">Card number<\/label>/);
    assert.match(page.text, /<legend>How to pay<\/legend>/);
    assert.match(page.text, /name="viewport" content="width=device-width/);
    assert.equal((await gateway.verify(checkout.reference))?.status, 'abandoned', 'Paystack reports an unpaid transaction as abandoned');

    const paid = await request(checkout.authorizationUrl, form({ method: 'card', card_number: '4084 0840 8408 4081', outcome: 'success' }));
    assert.equal(paid.status, 303);
    const location = new URL(paid.headers.location!);
    assert.equal(`${location.origin}${location.pathname}`, 'https://app.example/payments/done');
    assert.equal(location.searchParams.get('order'), 'o-1');
    assert.equal(location.searchParams.get('trxref'), checkout.reference);
    assert.equal(location.searchParams.get('reference'), checkout.reference);

    await receiver.waitFor(1);
    const event = read(0);
    assert.equal(event?.kind, 'charge.success');
    if (event?.kind !== 'charge.success') return;
    assert.equal(event.transaction.reference, checkout.reference);
    assert.equal(event.transaction.amountKobo, 250_000);
    assert.equal(event.transaction.channel, 'card');
    assert.equal(event.transaction.authorization?.reusable, true);
    assert.equal(event.transaction.authorization?.last4, '4081');
    assert.match(event.transaction.authorization?.authorizationCode ?? '', /^AUTH_/);
    assert.deepEqual(event.transaction.metadata, { order_id: 'o-1' });

    const verified = await gateway.verify(checkout.reference);
    assert.equal(verified?.status, 'success');
    assert.equal(verified?.authorization?.authorizationCode, event.transaction.authorization?.authorizationCode);

    // The saved card is charged again later with its authorization code.
    const renewal = await gateway.chargeAuthorization({
      reference: reference(),
      authorizationCode: event.transaction.authorization!.authorizationCode,
      email: 'ada@example.com',
      amountKobo: 120_000,
      metadata: { renewal: 'r-1' },
    });
    assert.equal(renewal.status, 'success');
    assert.equal(renewal.amountKobo, 120_000);
    await receiver.waitFor(2);
    assert.equal(read(1)?.kind, 'charge.success');
  });

  it('a declined card stays on the page with the bank’s words, no webhook; a second card pays', async () => {
    const checkout = await newCheckout();
    const declined = await request(checkout.authorizationUrl, form({ method: 'card', card_number: PAYSTACK_SUCCESS_TEST_CARD, outcome: 'insufficient_funds' }));
    assert.equal(declined.status, 402);
    assert.match(declined.text, /role="alert">Insufficient Funds/);
    const failed = await gateway.verify(checkout.reference);
    assert.equal(failed?.status, 'failed');
    assert.equal(failed?.gatewayResponse, 'Insufficient Funds');
    await standIn.webhooks.settled();
    assert.equal(receiver.received.length, 0, 'Paystack documents no event for a failed card attempt');

    const invalid = await request(checkout.authorizationUrl, form({ method: 'card', card_number: '4084 0840 8408 4082', outcome: 'success' }));
    assert.equal(invalid.status, 422, 'a number failing the Luhn check is refused');

    const paid = await request(checkout.authorizationUrl, form({ method: 'card', card_number: PAYSTACK_SUCCESS_TEST_CARD, outcome: 'success' }));
    assert.equal(paid.status, 303);
    await receiver.waitFor(1);
  });

  it('a card the bank never answers stays ongoing until the control API settles it', async () => {
    const checkout = await newCheckout();
    const waiting = await request(checkout.authorizationUrl, form({ method: 'card', card_number: PAYSTACK_SUCCESS_TEST_CARD, outcome: 'timeout' }));
    assert.equal(waiting.status, 202);
    assert.equal((await gateway.verify(checkout.reference))?.status, 'ongoing');
    await control(`/__standin/transactions/${checkout.reference}/settle`, { outcome: 'success' });
    await receiver.waitFor(1);
    assert.equal((await gateway.verify(checkout.reference))?.status, 'success');
  });

  it('checkout by bank transfer and by USSD', async () => {
    const byTransfer = await newCheckout(50_000);
    const instructions = await request(byTransfer.authorizationUrl, form({ method: 'bank_transfer' }));
    assert.match(instructions.text, /Account number<\/dt><dd class="mono">\d{10}</);
    const transferred = await request(`${byTransfer.authorizationUrl}/transfer`, form({}));
    assert.equal(transferred.status, 303);
    await receiver.waitFor(1);
    assert.equal(read(0)?.kind === 'charge.success' && (read(0) as { transaction: { channel: string } }).transaction.channel, 'bank_transfer');

    const byUssd = await newCheckout(50_000, ['ussd']);
    const dial = await request(byUssd.authorizationUrl, form({ method: 'ussd', ussd_bank: '919' }));
    assert.match(dial.text, /\*919\*000\*\d+#/);
    const approved = await request(`${byUssd.authorizationUrl}/ussd`, form({}));
    assert.equal(approved.status, 303);
    await receiver.waitFor(2);
    const event = read(1);
    assert.equal(event?.kind === 'charge.success' && event.transaction.channel, 'ussd');
  });

  it('pay-with-transfer through the API: the exact amount pays it; another amount is bank.transfer.rejected', async () => {
    const ref = reference();
    const instructions = await gateway.chargeByTransfer({ reference: ref, amountKobo: 75_000, email: 'ada@example.com', accountExpiresAt: new Date(Date.now() + 30 * 60_000), metadata: {} });
    assert.match(instructions.accountNumber, /^\d{10}$/);
    assert.equal((await gateway.verify(ref))?.status, 'pending_bank_transfer');

    const short = await control('/__standin/transfers', { accountNumber: instructions.accountNumber, amountKobo: 70_000 });
    assert.deepEqual(short, { rejected: 'incorrect amount sent' });
    await receiver.waitFor(1);
    assert.deepEqual(read(0), { kind: 'other', event: 'bank.transfer.rejected' });

    await control('/__standin/transfers', { accountNumber: instructions.accountNumber, amountKobo: 75_000 });
    await receiver.waitFor(2);
    const paid = read(1);
    assert.equal(paid?.kind === 'charge.success' && paid.transaction.reference, ref);
    assert.equal((await gateway.verify(ref))?.status, 'success');
  });

  it('USSD through the API, approved from the control API', async () => {
    const ref = reference();
    const instructions = await gateway.chargeByUssd({ reference: ref, amountKobo: 20_000, email: 'ada@example.com', bank: '737', metadata: {} });
    assert.match(instructions.ussdCode, /^\*737\*/);
    assert.equal((await gateway.verify(ref))?.status, 'pay_offline');
    await control(`/__standin/ussd/${ref}/approve`);
    await receiver.waitFor(1);
    assert.equal((await gateway.verify(ref))?.status, 'success');
  });

  it("a dedicated account: any transfer into it is a charge.success of channel dedicated_nuban naming the account", async () => {
    const { customerCode } = await gateway.createCustomer({ email: 'agent@example.com', firstName: 'Ngozi', lastName: 'Eze', phone: '+2348031234567', metadata: { agent_id: 'a-7' } });
    const again = await gateway.createCustomer({ email: 'agent@example.com', firstName: 'Ngozi', lastName: 'Eze', phone: '+2348031234567', metadata: { agent_id: 'a-7' } });
    assert.equal(again.customerCode, customerCode, 'one customer per e-mail');
    const account = await gateway.assignDedicatedAccount(customerCode);
    assert.ok(account);
    assert.equal(account.customerCode, customerCode);

    await control('/__standin/transfers', { accountNumber: account.accountNumber, amountKobo: 1_234_500 });
    await receiver.waitFor(1);
    const event = read(0);
    assert.equal(event?.kind, 'charge.success');
    if (event?.kind !== 'charge.success') return;
    assert.equal(event.transaction.channel, 'dedicated_nuban');
    assert.equal(event.transaction.amountKobo, 1_234_500);
    assert.equal(event.transaction.receiverAccountNumber, account.accountNumber);
    assert.equal(event.transaction.customerCode, customerCode);

    await control(`/__standin/dedicated-accounts/${account.accountNumber}/assigned`);
    await receiver.waitFor(2);
    assert.deepEqual(read(1), { kind: 'dedicated_account.assigned', account });
  });

  it('refunds: pending at once, then processed or failed from the control API, each a refund event', async () => {
    const checkout = await newCheckout(100_000);
    await request(checkout.authorizationUrl, form({ method: 'card', card_number: PAYSTACK_SUCCESS_TEST_CARD, outcome: 'success' }));
    await receiver.waitFor(1);

    const part = await gateway.refund({ transactionReference: checkout.reference, amountKobo: 40_000, note: 'partial', ourRefundId: randomUUID() });
    assert.equal(part.status, 'pending');
    await assert.rejects(
      gateway.refund({ transactionReference: checkout.reference, amountKobo: 70_000, note: 'too much', ourRefundId: randomUUID() }),
      (error: unknown) => error instanceof GatewayRefusedError && error.httpStatus === 400,
    );
    await receiver.waitFor(2);
    assert.deepEqual(read(1), { kind: 'refund', refund: { id: part.id, transactionReference: checkout.reference, amountKobo: 40_000, status: 'pending' } });

    await control(`/__standin/refunds/${part.id}/fail`);
    await receiver.waitFor(3);
    assert.equal(read(2)?.kind === 'refund' && (read(2) as { refund: { status: string } }).refund.status, 'failed');

    const rest = await gateway.refund({ transactionReference: checkout.reference, note: 'all of it', ourRefundId: randomUUID() });
    assert.equal(rest.amountKobo, 100_000, 'a failed refund frees its amount again');
    await control(`/__standin/refunds/${rest.id}/process`);
    await receiver.waitFor(5);
    const processed = read(4);
    assert.equal(processed?.kind === 'refund' && processed.refund.status, 'processed');
    assert.equal((await gateway.verify(checkout.reference))?.status, 'reversed');
  });

  it('list refunds: newest first, a page at a time, from a date; findRefund finds ours by the id in its note', async () => {
    const since = new Date(Date.now() - 60_000);
    const checkout = await newCheckout(100_000);
    await request(checkout.authorizationUrl, form({ method: 'card', card_number: PAYSTACK_SUCCESS_TEST_CARD, outcome: 'success' }));
    const ours = [randomUUID(), randomUUID(), randomUUID()];
    const made = [];
    for (const [index, ourRefundId] of ours.entries()) {
      made.push(await gateway.refund({ transactionReference: checkout.reference, amountKobo: 10_000 * (index + 1), note: `part ${index + 1}`, ourRefundId }));
    }
    const list = async (query: string) => {
      const answer = await request(`${standIn.url}/refund?${query}`, { headers: { authorization: `Bearer ${SECRET}` } });
      assert.equal(answer.status, 200, answer.text);
      return JSON.parse(answer.text) as { data: { id: number; merchant_note: string; transaction_reference: string }[]; meta: { pageCount: number; total: number } };
    };
    const first = await list('perPage=2&page=1');
    assert.deepEqual(first.data.map((refund) => String(refund.id)), [made[2].id, made[1].id], 'newest first');
    assert.equal(first.data[0].merchant_note, `DeviceCover refund ${ours[2]}: part 3`);
    assert.deepEqual([first.meta.pageCount, first.meta.total], [2, 3]);
    assert.deepEqual((await list('perPage=2&page=2')).data.map((refund) => String(refund.id)), [made[0].id]);
    assert.equal((await list(`from=${new Date(Date.now() + 60_000).toISOString()}`)).data.length, 0, 'nothing made after from');

    assert.deepEqual(await gateway.findRefund({ transactionReference: checkout.reference, ourRefundId: ours[0], since }), made[0]);
    assert.equal(await gateway.findRefund({ transactionReference: checkout.reference, ourRefundId: randomUUID(), since }), null);
    assert.equal(await gateway.findRefund({ transactionReference: 'another-ref', ourRefundId: ours[0], since }), null, 'our id on another transaction is not ours');
  });

  it('switch loseNextAnswer: the refund is made but its answer is lost (GatewayUnavailableError); findRefund finds it', async () => {
    const since = new Date(Date.now() - 60_000);
    const checkout = await newCheckout(100_000);
    await request(checkout.authorizationUrl, form({ method: 'card', card_number: PAYSTACK_SUCCESS_TEST_CARD, outcome: 'success' }));
    await control('/__standin/switches', { loseNextAnswer: 1 });
    const ourRefundId = randomUUID();
    await assert.rejects(gateway.refund({ transactionReference: checkout.reference, amountKobo: 30_000, note: 'lost', ourRefundId }), GatewayUnavailableError);
    const refunds = standIn.state().refunds.filter((refund) => refund.transactionReference === checkout.reference);
    assert.equal(refunds.length, 1, 'the stand-in made it');
    assert.equal(standIn.switches.loseNextAnswer, 0);
    assert.deepEqual(await gateway.findRefund({ transactionReference: checkout.reference, ourRefundId, since }), {
      id: String(refunds[0].id),
      transactionReference: checkout.reference,
      amountKobo: 30_000,
      status: 'pending',
    });
  });

  it('switch drop: the event is recorded but never sent; re-send sends it', async () => {
    await control('/__standin/switches', { dropWebhooks: true });
    const ref = reference();
    await gateway.chargeByUssd({ reference: ref, amountKobo: 5000, email: 'ada@example.com', bank: '737', metadata: {} });
    await control(`/__standin/ussd/${ref}/approve`);
    await standIn.webhooks.settled();
    assert.equal(receiver.received.length, 0);
    const [event] = standIn.state().events;
    assert.equal(event.state, 'dropped');
    await control(`/__standin/events/${event.id}/resend`);
    await receiver.waitFor(1);
    assert.equal(read(0)?.kind, 'charge.success');
  });

  it('switch duplicate: each event arrives twice, byte for byte', async () => {
    await control('/__standin/switches', { duplicateWebhooks: true });
    const checkout = await newCheckout();
    await request(checkout.authorizationUrl, form({ method: 'card', card_number: PAYSTACK_SUCCESS_TEST_CARD, outcome: 'success' }));
    const [first, second] = await receiver.waitFor(2);
    assert.deepEqual(first.rawBody, second.rawBody);
    assert.equal(first.signature, second.signature);
  });

  it('switch reorder: events are held, and sent newest first when released', async () => {
    await control('/__standin/switches', { reorderWebhooks: true });
    const checkout = await newCheckout(100_000);
    await request(checkout.authorizationUrl, form({ method: 'card', card_number: PAYSTACK_SUCCESS_TEST_CARD, outcome: 'success' }));
    const refund = await gateway.refund({ transactionReference: checkout.reference, note: 'changed mind', ourRefundId: randomUUID() });
    await control(`/__standin/refunds/${refund.id}/process`);
    await standIn.webhooks.settled();
    assert.equal(receiver.received.length, 0);
    const { released } = await control('/__standin/switches', { reorderWebhooks: false });
    assert.equal(released, 3);
    await receiver.waitFor(3);
    assert.deepEqual(
      receiver.received.map((hook) => hook.event),
      ['refund.processed', 'refund.pending', 'charge.success'],
    );
  });

  it('retries a webhook our side did not answer 200, on the schedule given', async () => {
    receiverStatus = 500;
    const checkout = await newCheckout();
    await request(checkout.authorizationUrl, form({ method: 'card', card_number: PAYSTACK_SUCCESS_TEST_CARD, outcome: 'success' }));
    await receiver.waitFor(2);
    receiverStatus = 200;
    await receiver.waitFor(3);
    await standIn.webhooks.settled();
    const [event] = standIn.state().events;
    assert.deepEqual(
      event.attempts.map((attempt) => attempt.result),
      [500, 500, 200],
    );
    assert.equal(event.state, 'delivered');
  });

  it('switch slow: an answer later than the timeout is GatewayUnavailableError after the retries', async () => {
    // Well past the 1 s timeout: undici's timers for timeouts of a second or more tick every half second.
    await control('/__standin/switches', { slowMs: 3000 });
    const started = Date.now();
    await assert.rejects(gateway.verify('slow-ref'), GatewayUnavailableError);
    assert.ok(Date.now() - started >= 1900, 'the first try and the retry each waited for the timeout');
    const verifies = standIn.requests.filter((call) => call.path === '/transaction/verify/slow-ref');
    assert.equal(verifies.length, 2, 'verify is retried once (retries: 1)');
    await control('/__standin/switches', { slowMs: 0 });
  });

  it('switch failNext: a 503 is retried where safe (verify), and not for a refund', async () => {
    const checkout = await newCheckout(100_000);
    await control('/__standin/switches', { failNext: 1 });
    assert.equal((await gateway.verify(checkout.reference))?.status, 'abandoned', 'the retry after the 503 got the answer');
    await control('/__standin/switches', { failNext: 1 });
    await assert.rejects(gateway.refund({ transactionReference: checkout.reference, note: 'x', ourRefundId: randomUUID() }), GatewayUnavailableError);
    await control('/__standin/switches', { failNext: 1 });
    const retried = await newCheckout(5000);
    assert.equal((await gateway.verify(retried.reference))?.amountKobo, 5000, 'initialize carries our reference: retried after the 503');
  });

  it('a duplicate reference is refused duplicate_reference, and a gateway nobody listens on is unavailable', async () => {
    const checkout = await newCheckout();
    await assert.rejects(
      gateway.chargeByUssd({ reference: checkout.reference, amountKobo: 5000, email: 'ada@example.com', bank: '737', metadata: {} }),
      (error: unknown) => error instanceof GatewayRefusedError && error.code === 'duplicate_reference',
    );
    assert.equal(await gateway.verify('never-made'), null);
    const nowhere = createPaystackGateway({ secretKey: SECRET, baseUrl: 'http://127.0.0.1:9', timeoutMs: 500, retries: 1, log: memoryLogger() });
    await assert.rejects(nowhere.verify('x'), GatewayUnavailableError);
    await nowhere.close();
  });

  it('paymentGatewayFromConfig builds the adapter from the configuration', async () => {
    const config = loadConfig({ DATA_SERVICE_USE_DEV_JWT_SECRET: 'true', PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: standIn.url });
    const fromConfig = paymentGatewayFromConfig(config, memoryLogger());
    assert.equal(fromConfig.name, 'paystack');
    const checkout = await newCheckout();
    assert.equal((await fromConfig.verify(checkout.reference))?.amountKobo, 250_000);
    await fromConfig.close();
  });

  it('the dashboard lists transactions and accounts, and its forms drive the control API', async () => {
    const checkout = await newCheckout(12_345);
    const dashboard = await request(`${standIn.url}/`);
    assert.equal(dashboard.status, 200);
    assert.ok(dashboard.text.includes(checkout.reference));
    assert.match(dashboard.text, /<label for="slowMs">/);
    const saved = await request(`${standIn.url}/__standin/switches`, form({ slowMs: '0', dropWebhooks: 'on' }));
    assert.equal(saved.status, 303);
    assert.equal(standIn.switches.dropWebhooks, true);
    assert.equal(standIn.switches.duplicateWebhooks, false);
  });
});
