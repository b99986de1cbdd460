import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { memoryLogger } from '../src/log';
import { DUPLICATE_REFERENCE, GatewayRefusedError, type GatewayEvent } from '../src/payments/gateway';
import { createPaystackGateway, type PaystackGateway } from '../src/payments/paystack/createPaystackGateway';
import { isPaystackSignatureValid } from '../src/payments/paystack/webhookSignature';
import { documentedExample, startScriptedPaystack, type RecordedCall, type ScriptedAnswer } from './support/paystackFakes';

/**
 * The adapter against Paystack's own documented answers and events (fixtures/paystack/, each naming its
 * source): a scripted server answers each call with the documented example, so the whole adapter — HTTP,
 * envelope, readers — reads what Paystack documents into our types.
 */

const SECRET = 'sk_test_documented_examples_key';

describe('paystack adapter: documented answers', () => {
  let answers: Record<string, ScriptedAnswer> = {};
  let server: Awaited<ReturnType<typeof startScriptedPaystack>>;
  let gateway: PaystackGateway;
  const log = memoryLogger();

  const answerWith = (name: string): ScriptedAnswer => {
    const example = documentedExample(name);
    return { status: example.httpStatus ?? 200, body: example.body };
  };
  const route = (call: RecordedCall) => `${call.method} ${call.path.replace(/\/transaction\/verify\/.*/, '/transaction/verify/:reference')}`;

  before(async () => {
    server = await startScriptedPaystack((call) => answers[route(call)] ?? { status: 404, body: { status: false, message: 'Route not found' } });
    gateway = createPaystackGateway({ secretKey: SECRET, baseUrl: server.url, retries: 0, timeoutMs: 2000, log });
  });
  after(async () => {
    await gateway.close();
    await server.stop();
  });

  it('initialize: the checkout URL, access code and reference (src/api/transactions/initialize)', async () => {
    answers = { 'POST /transaction/initialize': answerWith('initialize-200.json') };
    const checkout = await gateway.initializeCheckout({
      reference: 're4lyvq3s3',
      amountKobo: 40_333,
      email: 'demo@test.com',
      callbackUrl: 'https://app.example/pay/done',
      channels: ['card'],
      metadata: { order_id: 'o-1' },
    });
    assert.deepEqual(checkout, { authorizationUrl: 'https://checkout.paystack.com/3ni8kdavz62431k', accessCode: '3ni8kdavz62431k', reference: 're4lyvq3s3' });
    const sent = server.calls.at(-1)!;
    assert.equal(sent.authorization, `Bearer ${SECRET}`);
    assert.deepEqual(sent.body, {
      email: 'demo@test.com',
      amount: 40_333,
      currency: 'NGN',
      reference: 're4lyvq3s3',
      callback_url: 'https://app.example/pay/done',
      channels: ['card'],
      metadata: { order_id: 'o-1' },
    });
  });

  it('verify: a paid card transaction with its reusable authorization (src/api/transactions/verify)', async () => {
    answers = { 'GET /transaction/verify/:reference': answerWith('verify-200.json') };
    const transaction = await gateway.verify('re4lyvq3s3');
    assert.deepEqual(transaction, {
      id: '4099260516',
      reference: 're4lyvq3s3',
      status: 'success',
      amountKobo: 40_333,
      currency: 'NGN',
      channel: 'card',
      paidAt: '2024-08-22T09:15:02.000Z',
      gatewayResponse: 'Successful',
      authorization: { authorizationCode: 'AUTH_uh8bcl3zbn', last4: '4081', cardType: 'visa', bank: 'TEST BANK', reusable: true, signature: 'SIG_yEXu7dLBeqG0kU7g95Ke' },
      customerCode: 'CUS_1rkzaqsv4rrhqo6',
      receiverAccountNumber: null,
      metadata: {},
    });
    assert.equal(server.calls.at(-1)!.path, '/transaction/verify/re4lyvq3s3');
  });

  it("verify: Paystack's documented refusal of a wrong key is a refusal, not a missing transaction", async () => {
    answers = { 'GET /transaction/verify/:reference': { ...answerWith('verify-invalid-key.json'), status: 401 } };
    await assert.rejects(gateway.verify('re4lyvq3s3'), (error: unknown) => error instanceof GatewayRefusedError && error.message === 'Invalid key' && error.httpStatus === 401);
  });

  it('verify: an unknown reference is null (404 as the spec documents, 400 "Transaction reference not found" as reported)', async () => {
    answers = { 'GET /transaction/verify/:reference': { status: 404, body: { status: false, message: 'Transaction reference not found' } } };
    assert.equal(await gateway.verify('nope'), null);
    answers = { 'GET /transaction/verify/:reference': { status: 400, body: { status: false, message: 'Transaction reference not found' } } };
    assert.equal(await gateway.verify('nope'), null);
  });

  it("a duplicate reference is refused with Paystack's code, so the caller verifies (spec: TransactionInitializeBadRequestModel)", async () => {
    answers = {
      'POST /transaction/initialize': {
        status: 400,
        body: {
          status: false,
          message: 'Duplicate Transaction Reference',
          meta: { nextStep: 'Try and create the Transaction or Charge with a new reference' },
          type: 'validation_error',
          code: 'duplicate_reference',
        },
      },
    };
    await assert.rejects(
      gateway.initializeCheckout({ reference: 'r', amountKobo: 100, email: 'a@b.co', callbackUrl: 'https://x.example', channels: ['card'], metadata: {} }),
      (error: unknown) => error instanceof GatewayRefusedError && error.code === DUPLICATE_REFERENCE && error.httpStatus === 400 && error.message === 'Duplicate Transaction Reference',
    );
  });

  it('a lost answer is retried with the same reference; Paystack then refuses duplicate_reference and the caller verifies', async () => {
    let tries = 0;
    answers = {};
    const slowThenDuplicate = await startScriptedPaystack(() => {
      tries += 1;
      return tries === 1
        ? { ...answerWith('charge-ussd-200.json'), delayMs: 2500 }
        : { status: 400, body: { status: false, message: 'Duplicate Transaction Reference', type: 'validation_error', code: 'duplicate_reference' } };
    });
    const impatient = createPaystackGateway({ secretKey: SECRET, baseUrl: slowThenDuplicate.url, retries: 1, timeoutMs: 500, log });
    await assert.rejects(
      impatient.chargeByUssd({ reference: 'yjr1r8rwhedara4', amountKobo: 5000, email: 'a@b.co', bank: '737', metadata: {} }),
      (error: unknown) => error instanceof GatewayRefusedError && error.code === DUPLICATE_REFERENCE,
    );
    assert.equal(tries, 2);
    assert.deepEqual(slowThenDuplicate.calls[0].body, slowThenDuplicate.calls[1].body, 'the same request, the same reference');
    await impatient.close();
    await slowThenDuplicate.stop();
  });

  it('charge_authorization: the charged transaction (src/api/transactions/charge_authorization)', async () => {
    answers = { 'POST /transaction/charge_authorization': answerWith('charge-authorization-200.json') };
    const transaction = await gateway.chargeAuthorization({ reference: '0m7frfnr47ezyxl', authorizationCode: 'AUTH_uh8bcl3zbn', email: 'demo@test.com', amountKobo: 35_247, metadata: { renewal: 'r-1' } });
    assert.equal(transaction.status, 'success');
    assert.equal(transaction.amountKobo, 35_247);
    assert.equal(transaction.paidAt, null, 'the documented answer has no paid_at');
    assert.equal(transaction.authorization?.authorizationCode, 'AUTH_uh8bcl3zbn');
    assert.equal(transaction.id, '4099490251');
    // The spec types this endpoint's metadata as a stringified JSON object.
    assert.equal((server.calls.at(-1)!.body as { metadata: unknown }).metadata, '{"renewal":"r-1"}');
  });

  it('pay with transfer: the account to pay into (src/doc/payments/payment-methods/pwt)', async () => {
    answers = { 'POST /charge': answerWith('charge-bank-transfer-200.json') };
    const expires = new Date('2025-04-24T16:40:57.954Z');
    const instructions = await gateway.chargeByTransfer({ reference: 'kcvu0t3kzs', amountKobo: 10_000, email: 'another@one.com', accountExpiresAt: expires, metadata: {} });
    assert.deepEqual(instructions, {
      reference: 'kcvu0t3kzs',
      accountNumber: '1260257501',
      accountName: 'TEST-MANAGED-ACCOUNT',
      bankName: 'Test Bank',
      amountKobo: 10_000,
      expiresAt: '2025-04-24T16:40:57.954Z',
      displayText: 'Please make a transfer to the account specified',
    });
    assert.deepEqual((server.calls.at(-1)!.body as { bank_transfer: unknown }).bank_transfer, { account_expires_at: '2025-04-24T16:40:57.954Z' });
  });

  it('USSD: the code to dial (src/doc/payments/payment-methods/ussd)', async () => {
    answers = { 'POST /charge': answerWith('charge-ussd-200.json') };
    const instructions = await gateway.chargeByUssd({ reference: 'yjr1r8rwhedara4', amountKobo: 5000, email: 'a@b.co', bank: '737', metadata: {} });
    assert.deepEqual(instructions, {
      reference: 'yjr1r8rwhedara4',
      ussdCode: '*737*33*4*18791#',
      displayText: 'Please dial *737*33*4*18791# on your mobile phone to complete the transaction',
    });
    assert.deepEqual((server.calls.at(-1)!.body as { ussd: unknown }).ussd, { type: '737' });
  });

  it('customer and dedicated account (src/api/customers/create, src/api/dedicated-virtual-account/create)', async () => {
    answers = { 'POST /customer': answerWith('customer-create-200.json'), 'POST /dedicated_account': answerWith('dedicated-account-create-200.json') };
    assert.deepEqual(await gateway.createCustomer({ email: 'customer@email.com', firstName: 'Ada', lastName: 'Obi', phone: '+2348100000000', metadata: { agent_id: 'a-1' } }), {
      customerCode: 'CUS_xnxdt6s1zg1f4nx',
    });
    assert.deepEqual(await gateway.assignDedicatedAccount('CUS_kpb3qj71u1m0rw8'), {
      id: '253',
      accountNumber: '9930000737',
      accountName: 'KAROKART / RHODA CHURCH',
      bankName: 'Wema Bank',
      customerCode: 'CUS_kpb3qj71u1m0rw8',
    });
  });

  it('refund: queued, with its id and the refunded transaction (src/api/refunds/create)', async () => {
    answers = { 'POST /refund': answerWith('refund-create-200.json') };
    const ourRefundId = '0b6c5a1e-4d2f-4c7a-9e3b-1f2a3b4c5d6e';
    assert.deepEqual(await gateway.refund({ transactionReference: 'T685312322670591', note: 'Plan cancelled in the cooling-off period', ourRefundId }), {
      id: '3018284',
      transactionReference: 'T685312322670591',
      amountKobo: 10_000,
      status: 'pending',
    });
    assert.deepEqual(server.calls.at(-1)!.body, {
      transaction: 'T685312322670591',
      merchant_note: `DeviceCover refund ${ourRefundId}: Plan cancelled in the cooling-off period`,
    });
  });
});

describe('paystack adapter: documented webhook events', () => {
  const gateway = createPaystackGateway({ secretKey: SECRET, baseUrl: 'http://127.0.0.1:9', log: memoryLogger() });
  after(() => gateway.close());

  /** Signs the documented body as Paystack does (src/doc/payments/webhooks/verifying-transaction). */
  const signed = (name: string): GatewayEvent | null => {
    const raw = Buffer.from(JSON.stringify(documentedExample(name).body));
    return gateway.readWebhook(raw, createHmac('sha512', SECRET).update(raw).digest('hex'));
  };

  it('charge.success by card (src/doc/payments/webhooks/events/transaction-successful.json)', () => {
    const event = signed('event-charge-success-card.json');
    assert.equal(event?.kind, 'charge.success');
    if (event?.kind !== 'charge.success') return;
    assert.equal(event.transaction.reference, 'qTPrJoy9Bx');
    assert.equal(event.transaction.amountKobo, 10_000);
    assert.equal(event.transaction.channel, 'card');
    assert.equal(event.transaction.authorization?.authorizationCode, 'AUTH_f5rnfq9p');
    // This older example has neither `reusable` nor `signature`: not reusable until Paystack says so.
    assert.equal(event.transaction.authorization?.reusable, false);
    assert.equal(event.transaction.customerCode, 'CUS_qo38as2hpsgk2r0');
    assert.deepEqual(event.transaction.metadata, {}, 'metadata 0 reads as no metadata');
  });

  it('charge.success by pay-with-transfer and by USSD', () => {
    const transfer = signed('event-charge-success-bank-transfer.json');
    assert.equal(transfer?.kind === 'charge.success' && transfer.transaction.channel, 'bank_transfer');
    assert.equal(transfer?.kind === 'charge.success' && transfer.transaction.amountKobo, 25_000);
    const ussd = signed('event-charge-success-ussd.json');
    assert.equal(ussd?.kind === 'charge.success' && ussd.transaction.channel, 'ussd');
    assert.equal(ussd?.kind === 'charge.success' && ussd.transaction.authorization?.signature, null);
  });

  it('a transfer into a dedicated account names the receiving account (src/doc/payments/dedicated-virtual-account/event-snippet)', () => {
    const base = documentedExample('event-charge-success-bank-transfer.json').body as { event: string; data: Record<string, unknown> };
    const { authorization } = documentedExample('dedicated-nuban-authorization.json').body as { authorization: Record<string, unknown> };
    const raw = Buffer.from(JSON.stringify({ ...base, data: { ...base.data, channel: 'dedicated_nuban', authorization } }));
    const event = gateway.readWebhook(raw, createHmac('sha512', SECRET).update(raw).digest('hex'));
    assert.equal(event?.kind === 'charge.success' && event.transaction.receiverAccountNumber, '9930000902');
    assert.equal(event?.kind === 'charge.success' && event.transaction.channel, 'dedicated_nuban');
  });

  it('refund events, amounts given as text or number (src/doc/payments/webhooks/events/refund-*.json)', () => {
    const expected = [
      ['event-refund-pending.json', 'pending', 10_000, ''],
      ['event-refund-processing.json', 'processing', 10_000, ''],
      ['event-refund-processed.json', 'processed', 5000, '132013318360'],
      ['event-refund-failed.json', 'failed', 20_000, 'TRF_9vgfawjnoz58uxy'],
      ['event-refund-needs-attention.json', 'needs-attention', 5306, '123456'],
    ] as const;
    for (const [name, status, amountKobo, id] of expected) {
      const event = signed(name);
      assert.equal(event?.kind, 'refund', name);
      if (event?.kind !== 'refund') continue;
      assert.equal(event.refund.status, status, name);
      assert.equal(event.refund.amountKobo, amountKobo, name);
      assert.equal(event.refund.id, id, name);
    }
  });

  it('dedicated account assigned or failed (Paystack spells it dedicatedaccount.assign.*)', () => {
    assert.deepEqual(signed('event-dedicated-account-assign-success.json'), {
      kind: 'dedicated_account.assigned',
      account: { id: '987654', accountNumber: '1234567890', accountName: 'PAYSTACK/John Doe', bankName: 'Test Bank', customerCode: 'CUS_hp05n9khsqcesz2' },
    });
    assert.deepEqual(signed('event-dedicated-account-assign-failed.json'), {
      kind: 'dedicated_account.failed',
      customerCode: 'CUS_hcekca0j0bbg2m4',
      reason: 'identification failed',
    });
  });

  it('an event we do not act on is kept as other (bank.transfer.rejected)', () => {
    assert.deepEqual(signed('event-bank-transfer-rejected.json'), { kind: 'other', event: 'bank.transfer.rejected' });
  });
});

describe('paystack webhook signature', () => {
  const body = Buffer.from(JSON.stringify(documentedExample('event-charge-success-card.json').body));
  const good = createHmac('sha512', SECRET).update(body).digest('hex');
  const gateway = createPaystackGateway({ secretKey: SECRET, baseUrl: 'http://127.0.0.1:9', log: memoryLogger() });
  after(() => gateway.close());

  it("accepts Paystack's documented signing: HMAC-SHA512 of the raw body, hex, keyed with the secret key", () => {
    assert.equal(isPaystackSignatureValid(body, good, SECRET), true);
    assert.equal(isPaystackSignatureValid(body, good.toUpperCase(), SECRET), true, 'hex is hex in either case');
    assert.equal(gateway.readWebhook(body, good)?.kind, 'charge.success');
  });

  it('refuses a wrong, an empty, a missing and an other-length signature, and another key', () => {
    const wrong = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    for (const signature of [wrong, '', undefined, good.slice(0, 64), `${good}00`, 'z'.repeat(128)]) {
      assert.equal(gateway.readWebhook(body, signature), null, String(signature).slice(0, 12));
    }
    assert.equal(isPaystackSignatureValid(body, createHmac('sha512', 'sk_test_another').update(body).digest('hex'), SECRET), false);
  });

  it('refuses a body changed by one byte', () => {
    const changed = Buffer.from(body);
    changed[changed.length - 2] ^= 1;
    assert.equal(gateway.readWebhook(changed, good), null);
  });

  it('a signed body that is not JSON is other, never an error', () => {
    const raw = Buffer.from('not json');
    assert.deepEqual(gateway.readWebhook(raw, createHmac('sha512', SECRET).update(raw).digest('hex')), { kind: 'other', event: '' });
  });
});
