import { createHmac } from 'node:crypto';
import { inspectionPhotoIds } from './support/evidence';
import type { APIRequestContext } from '@playwright/test';
import { BuyPlanPage } from './pages/BuyPlanPage';
import { PaystackCheckoutPage } from './pages/PaystackCheckoutPage';
import { onboardSellableDevice, type OnboardedDevice } from './support/customers';
import { runBackOfficeScript } from './support/backOffice';
import { dataServiceUrl, graphql, NEEDS_DATA_SERVICE, type AgentSession } from './support/dataService';
import { expect, test as base } from './support/fixtures';
import { PAYSTACK_STAND_IN_URL, PAYSTACK_TEST_CARD, setSwitches, standInState, transferTo } from './support/paystackStandIn';
import { targetsDeployment } from './support/target';
import { takeInspectionPhotos } from './support/inspectionPhotos';

// What the gateway does behind the agent's back, each checked in the database: a customer who pays on the
// checkout page and never comes back (the webhook settles it; with the webhook lost, reconciliation does),
// webhooks sent twice and in the wrong order (one credit each), a forged webhook (refused, nothing changes),
// and a refund by back office. The data service of the run asks the gateway about a payment still pending
// after 15 s (DATA_SERVICE_RECONCILE_AFTER_SECONDS in playwright.config.ts) instead of 15 minutes.

const test = base.extend<{ buyPlanPage: BuyPlanPage; device: OnboardedDevice }>({
  buyPlanPage: async ({ page }, provide) => provide(new BuyPlanPage(page)),
  device: async ({ request, demo }, provide) => provide(await onboardSellableDevice(request, demo.token)),
});

test.skip(!dataServiceUrl, NEEDS_DATA_SERVICE);
test.skip(targetsDeployment, 'drives the local Paystack stand-in and signs as the local data service’s back office');

// The switches are the stand-in's, for every spec of the run: each test that sets them puts them back.
test.afterEach(async ({ request }) => {
  await setSwitches(request, { dropWebhooks: false, duplicateWebhooks: false, reorderWebhooks: false });
});

const SCREEN_GUARD_ON_THE_SEEDED_PRICE_KOBO = 600_000;

interface StoredPayment {
  id: string;
  status: string;
  method: string;
  amount_kobo: number;
  refunded_kobo: number;
  gateway_reference: string | null;
  transfer_account_number: string | null;
  payment_events: { status: string; source: string }[];
}

interface StoredOrder {
  id: string;
  status: string;
  payments: StoredPayment[];
  wallet_transactions: { kind: string; amount_kobo: number }[];
}

const PAYMENT_FIELDS = `id status method amount_kobo refunded_kobo gateway_reference transfer_account_number
  payment_events(order_by: [{ at: asc }]) { status source }`;

/** The device's orders as the database holds them, with their payments, their history and the wallet lines. */
async function ordersOf(request: APIRequestContext, session: AgentSession, deviceId: string): Promise<StoredOrder[]> {
  const data = await graphql<{ plan_order: StoredOrder[] }>(
    request,
    `query ($device: uuid!) {
      plan_order(where: { device_id: { _eq: $device } }, order_by: [{ created_at: asc }]) {
        id status
        payments(order_by: [{ created_at: asc }]) { ${PAYMENT_FIELDS} }
        wallet_transactions { kind amount_kobo }
      }
    }`,
    { device: deviceId },
    session.token,
  );
  return data.plan_order;
}

async function paymentOf(request: APIRequestContext, session: AgentSession, paymentId: string): Promise<StoredPayment> {
  const data = await graphql<{ payment_by_pk: StoredPayment }>(request, `query ($id: uuid!) { payment_by_pk(id: $id) { ${PAYMENT_FIELDS} } }`, { id: paymentId }, session.token);
  return data.payment_by_pk;
}

async function screenGuardId(request: APIRequestContext, session: AgentSession): Promise<string> {
  const data = await graphql<{ plan: { id: string }[] }>(request, `{ plan(where: { name: { _eq: "Screen Guard" } }) { id } }`, {}, session.token);
  return data.plan[0].id;
}

/** A sale through the gateway made the way the wizard makes it: the answer's pending payment. */
async function sellThroughGateway(request: APIRequestContext, session: AgentSession, device: OnboardedDevice, method: 'CARD' | 'TRANSFER') {
  const data = await graphql<{ buy_plan: { order_id: string; payment: { payment_id: string; gateway_reference: string; transfer: { account_number: string } | null } } }>(
    request,
    `mutation ($key: uuid!, $device: uuid!, $plan: uuid!, $method: payment_method!, $photos: [uuid!]) {
      buy_plan(idempotency_key: $key, device_id: $device, plan_id: $plan, billing: PREPAID, payment_method: $method, inspection_evidence_ids: $photos) {
        order_id payment { payment_id gateway_reference transfer { account_number } }
      }
    }`,
    { key: crypto.randomUUID(), device: device.deviceId, plan: await screenGuardId(request, session), method, photos: await inspectionPhotoIds(request, session.token) },
    session.token,
  );
  return data.buy_plan;
}

/** The card is paid at the gateway (the customer on the checkout page), whatever happens to the browser. */
async function settleAtGateway(request: APIRequestContext, gatewayReference: string): Promise<void> {
  const answer = await request.post(`${PAYSTACK_STAND_IN_URL}/__standin/transactions/${encodeURIComponent(gatewayReference)}/settle`, { data: { outcome: 'success' } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** One paid order: ACTIVE, its one payment SUCCEEDED, one commission line and nothing else on the ledger. */
function expectPaidOnce(orders: StoredOrder[], method: string) {
  expect(orders).toHaveLength(1);
  expect(orders[0].status).toBe('ACTIVE');
  expect(orders[0].payments.map((payment) => [payment.method, payment.status])).toEqual([[method, 'SUCCEEDED']]);
  expect(orders[0].wallet_transactions.map((line) => line.kind)).toEqual(['COMMISSION']);
  expect(orders[0].wallet_transactions[0].amount_kobo).toBe(SCREEN_GUARD_ON_THE_SEEDED_PRICE_KOBO / 10);
}

/** A webhook as the stand-in's control API reports it: each delivery attempt with our answer. */
interface StandInEvent {
  event: string;
  attempts: { at: string; result: number | string }[];
}

const WEBHOOK_URL = dataServiceUrl ? new URL('/v1/payments/paystack/webhook', dataServiceUrl).toString() : '';

test.describe('a customer who never comes back from the checkout page', () => {
  test('paid on the gateway’s page, the browser lost on the way back: the webhook makes the order ACTIVE, once', async ({ page, request, demo, device, buyPlanPage }) => {
    await buyPlanPage.openFor(device.customerId, device.deviceId);
    await buyPlanPage.choosePlan('Screen Guard');
    await takeInspectionPhotos(page);
    await buyPlanPage.card.check();
    await buyPlanPage.pay.click();
    // The customer pays on the gateway's page, but its answer (the way back to the app) never arrives: a
    // closed tab, no signal on the bus. The gateway has the payment; the browser is left on an error page.
    await page.route(`${PAYSTACK_STAND_IN_URL}/checkout/**`, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fetch({ maxRedirects: 0 });
      await route.abort('internetdisconnected');
    });
    await new PaystackCheckoutPage(page).payByCard(PAYSTACK_TEST_CARD);
    // The browser lands on its error page before anything else is opened in the tab.
    await page.waitForURL(/^chrome-error:/);

    await expect.poll(async () => (await ordersOf(request, demo, device.deviceId))[0]?.status, { timeout: 15_000 }).toBe('ACTIVE');
    const orders = await ordersOf(request, demo, device.deviceId);
    expectPaidOnce(orders, 'CARD');
    expect(orders[0].payments[0].payment_events.map((event) => event.source)).toContain('webhook');

    // The order screen tells the agent what happened, behind the payment's "History" (which opens in place).
    await page.goto(`/account/orders/${orders[0].id}`);
    await page.getByText(/^History \(\d+\)$/).click();
    const history = page.getByRole('list', { name: /^History of payment PAY-/ });
    await expect(history.getByRole('listitem')).toHaveText([/^Payment started/, /^Sent to the card checkout page/, /^Paid: the gateway told us.*By card\./]);
    await expect(page).toHaveURL(new RegExp(`/account/orders/${orders[0].id}$`));
  });

  test('and the webhook lost too: reconciliation asks the gateway and settles it, once', async ({ request, demo, device }) => {
    const sale = await sellThroughGateway(request, demo, device, 'CARD');
    await setSwitches(request, { dropWebhooks: true });
    await settleAtGateway(request, sale.payment.gateway_reference);
    // Nothing told us: still pending, until the reconciliation job asks.
    expect((await paymentOf(request, demo, sale.payment.payment_id)).status).toBe('PENDING');

    await expect.poll(async () => (await paymentOf(request, demo, sale.payment.payment_id)).status, { timeout: 45_000, intervals: [1000] }).toBe('SUCCEEDED');
    const orders = await ordersOf(request, demo, device.deviceId);
    expectPaidOnce(orders, 'CARD');
    expect(orders[0].payments[0].payment_events.map((event) => event.source)).toContain('reconcile');
    const dropped = (await standInState(request)).events.filter((event) => (event as { state?: string }).state === 'dropped');
    expect(dropped.length).toBeGreaterThan(0);
  });
});

test('webhooks sent twice and in the wrong order: each transfer credits one order once', async ({ request, demo, device }) => {
  const other = await onboardSellableDevice(request, demo.token);
  const first = await sellThroughGateway(request, demo, device, 'TRANSFER');
  const second = await sellThroughGateway(request, demo, other, 'TRANSFER');
  await setSwitches(request, { duplicateWebhooks: true, reorderWebhooks: true });
  const eventsBefore = (await standInState(request)).events.length;

  await transferTo(request, first.payment.transfer!.account_number, SCREEN_GUARD_ON_THE_SEEDED_PRICE_KOBO);
  await transferTo(request, second.payment.transfer!.account_number, SCREEN_GUARD_ON_THE_SEEDED_PRICE_KOBO);
  // Held until now, then delivered last first, each twice.
  await setSwitches(request, { reorderWebhooks: false });

  for (const sold of [device, other]) {
    await expect.poll(async () => (await ordersOf(request, demo, sold.deviceId))[0]?.status, { timeout: 20_000 }).toBe('ACTIVE');
  }
  // Both charge.success events were delivered twice each, the second transfer's first.
  const delivered = async () => (await standInState(request)).events.slice(eventsBefore) as unknown as StandInEvent[];
  await expect.poll(async () => (await delivered()).map((event) => event.attempts.filter((attempt) => attempt.result === 200).length), { timeout: 10_000 }).toEqual([2, 2]);
  const [firstEvent, secondEvent] = await delivered();
  expect(secondEvent.attempts[0].at <= firstEvent.attempts[0].at).toBe(true);
  for (const sold of [device, other]) expectPaidOnce(await ordersOf(request, demo, sold.deviceId), 'TRANSFER');
});

test('a forged webhook is refused and changes nothing: unsigned, signed with another key, or a signed body changed', async ({ request, demo, device }) => {
  const sale = await sellThroughGateway(request, demo, device, 'TRANSFER');
  const body = JSON.stringify({
    event: 'charge.success',
    data: {
      id: 99_000_001,
      status: 'success',
      reference: sale.payment.gateway_reference,
      amount: SCREEN_GUARD_ON_THE_SEEDED_PRICE_KOBO,
      currency: 'NGN',
      channel: 'bank_transfer',
      paid_at: new Date().toISOString(),
      gateway_response: 'Approved',
      metadata: { payment_id: sale.payment.payment_id },
    },
  });
  const signed = (key: string, text: string) => createHmac('sha512', key).update(text).digest('hex');
  const attempts = [
    { name: 'unsigned', headers: {} as Record<string, string>, text: body },
    { name: 'signed with another key', headers: { 'x-paystack-signature': signed('sk_test_someone_else', body) }, text: body },
    { name: 'a signed body changed', headers: { 'x-paystack-signature': signed('sk_test_standin_devicecover_local', body) }, text: body.replace('"NGN"', '"USD"') },
  ];
  for (const attempt of attempts) {
    const answer = await request.post(WEBHOOK_URL, { headers: { 'content-type': 'application/json', ...attempt.headers }, data: attempt.text });
    expect(answer.status(), attempt.name).toBe(401);
  }
  // Given time a real webhook would have had to settle it, it is still only what the sale made.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const [order] = await ordersOf(request, demo, device.deviceId);
  expect(order.status).toBe('PENDING_PAYMENT');
  expect(order.payments.map((payment) => payment.status)).toEqual(['PENDING']);
  expect(new Set(order.payments[0].payment_events.map((event) => event.source))).toEqual(new Set(['init']));
  expect(order.wallet_transactions).toEqual([]);
});

/** Back office, as `npm run payment:refund` stands in for it. */
const refund = (paymentId: string, reason: string) => runBackOfficeScript('payment:refund', [paymentId, '--reason', reason]);

test('back office refunds a card payment through the gateway: once however often asked, and PROCESSED even when the gateway’s news comes in the wrong order', async ({
  request,
  demo,
  device,
}) => {
  const sale = await sellThroughGateway(request, demo, device, 'CARD');
  await settleAtGateway(request, sale.payment.gateway_reference);
  await expect.poll(async () => (await paymentOf(request, demo, sale.payment.payment_id)).status, { timeout: 15_000 }).toBe('SUCCEEDED');

  await setSwitches(request, { reorderWebhooks: true });
  const reason = 'Customer changed their mind the same day';
  const first = await refund(sale.payment.payment_id, reason);
  expect(first).toMatch(new RegExp(`^refund [0-9a-f-]{36} of ₦6,000 on payment ${sale.payment.payment_id}: PENDING$`));
  // The same command again asks for the same refund.
  expect(await refund(sale.payment.payment_id, reason)).toBe(first);
  const refunds = (await request.get(`${PAYSTACK_STAND_IN_URL}/__standin/state`).then((answer) => answer.json())) as {
    refunds: { id: number; transactionReference?: string; transaction_reference?: string; status: string }[];
  };
  const atGateway = refunds.refunds.filter((candidate) => JSON.stringify(candidate).includes(sale.payment.gateway_reference));
  expect(atGateway).toHaveLength(1);

  // The bank returns the money; the gateway's "processed" is delivered before its "pending".
  const processed = await request.post(`${PAYSTACK_STAND_IN_URL}/__standin/refunds/${atGateway[0].id}/process`);
  expect(processed.ok(), await processed.text()).toBe(true);
  await setSwitches(request, { reorderWebhooks: false });

  await expect.poll(async () => (await paymentOf(request, demo, sale.payment.payment_id)).status, { timeout: 15_000 }).toBe('REFUNDED');
  const payment = await paymentOf(request, demo, sale.payment.payment_id);
  expect(payment.refunded_kobo).toBe(SCREEN_GUARD_ON_THE_SEEDED_PRICE_KOBO);
  // A "pending" arriving after "processed" changes nothing back.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect((await paymentOf(request, demo, sale.payment.payment_id)).status).toBe('REFUNDED');
});
