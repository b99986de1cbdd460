import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { memoryLogger } from '../src/log';
import { GatewayUnavailableError } from '../src/payments/gateway';
import { createPaystackGateway, type PaystackGateway } from '../src/payments/paystack/createPaystackGateway';
import { REFUND_LIST_MAX_PAGES, REFUND_LIST_PAGE_SIZE } from '../src/payments/paystack/listRefunds';
import { MERCHANT_NOTE_MAX_LENGTH, merchantNote, ourRefundIdIn } from '../src/payments/paystack/refundNote';
import { startScriptedPaystack, type RecordedCall, type ScriptedAnswer } from './support/paystackFakes';

/**
 * Finding a refund whose answer was lost (`findRefund`, List Refunds) against scripted pages: our id in the
 * note, the transaction matched too, paging bounded — past the bound it cannot tell, and says so.
 */

const SECRET = 'sk_test_find_refund';
const OURS = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const SINCE = new Date('2026-11-27T10:00:00.000Z');

const listed = (id: number, reference: string, note: string) => ({ id, transaction_reference: reference, merchant_note: note, amount: 5000, status: 'pending', createdAt: '2026-11-27T10:05:00.000Z' });
const others = (count: number) => Array.from({ length: count }, (_, index) => listed(index + 1, `T-other-${index}`, `Refund for transaction T-other-${index}`));

describe('paystack adapter: findRefund', () => {
  let pages: (page: number) => ScriptedAnswer;
  let server: Awaited<ReturnType<typeof startScriptedPaystack>>;
  let gateway: PaystackGateway;
  before(async () => {
    server = await startScriptedPaystack((call: RecordedCall) => pages(Number(new URL(call.path, 'http://x').searchParams.get('page'))));
    gateway = createPaystackGateway({ secretKey: SECRET, baseUrl: server.url, retries: 0, timeoutMs: 2000, log: memoryLogger() });
  });
  after(async () => {
    await gateway.close();
    await server.stop();
  });
  const page = (data: unknown[], pageCount: number): ScriptedAnswer => ({ status: 200, body: { status: true, message: 'Refunds retrieved', data, meta: { pageCount } } });

  it('writes our id first in the note, at most 255 characters, and reads it back', () => {
    assert.equal(merchantNote(OURS, 'Goodwill'), `DeviceCover refund ${OURS}: Goodwill`);
    assert.equal(ourRefundIdIn(merchantNote(OURS, 'Goodwill')), OURS);
    const long = merchantNote(OURS, 'x'.repeat(400));
    assert.equal(long.length, MERCHANT_NOTE_MAX_LENGTH);
    assert.equal(ourRefundIdIn(long), OURS);
    assert.equal(ourRefundIdIn(`DeviceCover refund ${OURS}`), OURS, 'shortened to the id alone');
    assert.equal(ourRefundIdIn(`Refund for transaction T1 (DeviceCover refund ${OURS})`), null, 'only at the start, as written');
    assert.equal(ourRefundIdIn(null), null);
  });

  it('pages from `since` until it finds ours on its transaction', async () => {
    pages = (n) =>
      n === 1
        ? page([...others(99), listed(500, 'T-elsewhere', merchantNote(OURS, 'same id, another transaction'))], 3)
        : page([listed(777, 'T-ours', merchantNote(OURS, 'Goodwill')), ...others(3)], 3);
    server.calls.length = 0;
    assert.deepEqual(await gateway.findRefund({ transactionReference: 'T-ours', ourRefundId: OURS, since: SINCE }), {
      id: '777',
      transactionReference: 'T-ours',
      amountKobo: 5000,
      status: 'pending',
    });
    assert.deepEqual(
      server.calls.map((call) => [call.method, call.path]),
      [1, 2].map((n) => ['GET', `/refund?perPage=${REFUND_LIST_PAGE_SIZE}&page=${n}&from=${encodeURIComponent(SINCE.toISOString())}`]),
    );
  });

  it('is null once every page is read without it', async () => {
    pages = (n) => page(n < 2 ? others(100) : others(10), 2);
    assert.equal(await gateway.findRefund({ transactionReference: 'T-ours', ourRefundId: OURS, since: SINCE }), null);
    pages = () => page([], 0);
    assert.equal(await gateway.findRefund({ transactionReference: 'T-ours', ourRefundId: OURS, since: SINCE }), null);
  });

  it('cannot tell past its bound, or from an answer it cannot read: GatewayUnavailableError, never null', async () => {
    pages = () => page(others(100), 50);
    server.calls.length = 0;
    await assert.rejects(gateway.findRefund({ transactionReference: 'T-ours', ourRefundId: OURS, since: SINCE }), GatewayUnavailableError);
    assert.equal(server.calls.length, REFUND_LIST_MAX_PAGES);
    pages = () => ({ status: 200, body: { status: true, message: 'Refunds retrieved', data: others(2) } });
    await assert.rejects(gateway.findRefund({ transactionReference: 'T-ours', ourRefundId: OURS, since: SINCE }), GatewayUnavailableError);
  });
});
