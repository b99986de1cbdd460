import type { APIRequestContext, Page } from '@playwright/test';
import { formatDate } from '../lib/format/date';
import { formatMoney } from '../lib/format/money';
import { BuyPlanPage } from './pages/BuyPlanPage';
import { PaystackCheckoutPage } from './pages/PaystackCheckoutPage';
import { onboardSellableDevice, type OnboardedDevice } from './support/customers';
import { dataServiceUrl, graphql, NEEDS_DATA_SERVICE, type AgentSession } from './support/dataService';
import { expect, test as base } from './support/fixtures';
import { expectPhotoSent, takeInspectionPhotos } from './support/inspectionPhotos';
import { approveUssd, PAYSTACK_TEST_CARD, standInState, transferTo } from './support/paystackStandIn';
import { smsSentTo } from './support/termiiStandIn';

// An agent at the counter sells a plan: picks the customer's phone, a plan, takes the payment (the agent's
// wallet, or through the gateway: the card on its checkout page, a bank transfer, USSD), and hands over
// proof of cover — and a flaky connection or a closed checkout tab never charges the customer twice.

const test = base.extend<{ buyPlanPage: BuyPlanPage; device: OnboardedDevice }>({
  buyPlanPage: async ({ page }, provide) => provide(new BuyPlanPage(page)),
  // Every test sells for a customer and device of its own, so tests (and re-runs) never compete for one.
  device: async ({ request, demo }, provide) => provide(await onboardSellableDevice(request, demo.token)),
});

test.skip(!dataServiceUrl, NEEDS_DATA_SERVICE);

interface StoredSale {
  id: string;
  status: string;
  reference: string;
  policy_number: string;
  verification_code: string;
  billing: string;
  amount_paid_kobo: number;
  commission_kobo: number;
  starts_on: string;
  ends_on: string;
  payments: { method: string; status: string; amount_kobo: number; card_last4: string | null }[];
  wallet_transactions: { kind: string; amount_kobo: number; balance_after_kobo: number }[];
}

/** What the service holds of the messages about an order, oldest first. */
async function receiptsOf(request: APIRequestContext, session: AgentSession, orderId: string): Promise<{ event: string; recipient: string; body: string; status: string }[]> {
  const data = await graphql<{ plan_order_by_pk: { messages: { event: string; recipient: string; body: string; status: string }[] } }>(
    request,
    `query ($id: uuid!) { plan_order_by_pk(id: $id) { messages(order_by: [{ created_at: asc }]) { event recipient body status } } }`,
    { id: orderId },
    session.token,
  );
  return data.plan_order_by_pk.messages;
}

/** Every order of the device as the database holds it, with its payments and wallet entries, and the agent's balance. */
async function salesOf(request: APIRequestContext, session: AgentSession, deviceId: string): Promise<{ orders: StoredSale[]; balanceKobo: number }> {
  const data = await graphql<{ plan_order: StoredSale[]; agent_by_pk: { wallet_balance_kobo: number } }>(
    request,
    `query ($device: uuid!, $agent: uuid!) {
      plan_order(where: { device_id: { _eq: $device } }, order_by: [{ created_at: asc }]) {
        id status reference policy_number verification_code billing amount_paid_kobo commission_kobo starts_on ends_on
        payments { method status amount_kobo card_last4 }
        wallet_transactions(order_by: [{ seq: asc }]) { kind amount_kobo balance_after_kobo }
      }
      agent_by_pk(id: $agent) { wallet_balance_kobo }
    }`,
    { device: deviceId, agent: session.agent_id },
    session.token,
  );
  return { orders: data.plan_order, balanceKobo: data.agent_by_pk.wallet_balance_kobo };
}

const paid = (orders: StoredSale[]) => orders.filter((order) => order.status === 'ACTIVE');

/** Counts the `buy_plan` requests the page sends (CORS preflights aside), with each one's key and photos. */
function countPayments(page: Page): { count: () => number; keys: () => string[]; photos: () => string[] } {
  const keys: string[] = [];
  const photos: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes('/v1/graphql')) return;
    const body = request.postDataJSON() as { operationName?: string; variables?: { idempotencyKey?: string; inspectionEvidenceIds?: string[] } } | null;
    if (body?.operationName !== 'BuyPlan') return;
    keys.push(String(body.variables?.idempotencyKey));
    photos.push(JSON.stringify(body.variables?.inspectionEvidenceIds ?? []));
  });
  return { count: () => keys.length, keys: () => keys, photos: () => photos };
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('an agent sells a plan from the wallet and hands over a card anyone can check, without the customer’s details', async ({
    page,
    request,
    demo,
    device,
    buyPlanPage,
    dashboardPage,
  }) => {
    const before = await salesOf(request, demo, device.deviceId);
    await dashboardPage.open();
    await dashboardPage.buyPlan.click();
    await buyPlanPage.atStep('Customer & device');
    await buyPlanPage.chooseCustomerAndDevice(device.phone, `${device.firstName} ${device.lastName}`, `${device.brand} ${device.model}`);
    await buyPlanPage.choosePlan('Screen Guard');
    await takeInspectionPhotos(buyPlanPage.page);
    await buyPlanPage.wallet.check();
    await expect(buyPlanPage.page.getByText(`Balance ${formatMoney(before.balanceKobo)}`)).toBeVisible();
    await expect(buyPlanPage.pay).toHaveText('Pay ₦6,000');
    await buyPlanPage.pay.click();
    await expect(buyPlanPage.doneHeading).toBeVisible();

    // Exactly one order, one payment, one wallet debit and one commission; the screen's balance is the database's.
    const { orders, balanceKobo } = await salesOf(request, demo, device.deviceId);
    expect(orders).toHaveLength(1);
    const [sale] = orders;
    expect(sale).toMatchObject({ status: 'ACTIVE', billing: 'PREPAID', amount_paid_kobo: 600_000, commission_kobo: 60_000 });
    expect(sale.payments).toEqual([{ method: 'WALLET', status: 'SUCCEEDED', amount_kobo: 600_000, card_last4: null }]);
    expect(sale.wallet_transactions.map((entry) => [entry.kind, entry.amount_kobo])).toEqual([
      ['PURCHASE', -600_000],
      ['COMMISSION', 60_000],
    ]);
    expect(balanceKobo).toBe(before.balanceKobo - 600_000 + 60_000);
    await expect(buyPlanPage.saleValue('Order reference')).toHaveText(sale.reference);
    await expect(buyPlanPage.saleValue('Policy number')).toHaveText(sale.policy_number);
    await expect(buyPlanPage.saleValue('Cover')).toHaveText(`${formatDate(sale.starts_on)} to ${formatDate(sale.ends_on)}`);
    await expect(buyPlanPage.saleValue('Amount paid')).toHaveText('₦6,000');
    await expect(buyPlanPage.saleValue('Commission earned')).toHaveText('₦600');
    await expect(buyPlanPage.saleValue('Wallet balance')).toHaveText(formatMoney(balanceKobo));
    await expect(buyPlanPage.viewCard).toHaveAttribute('href', `/account/cards/${sale.id}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The public check of the new card: valid, and nothing about the customer.
    const response = await page.goto(`/verify/${sale.verification_code}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Valid', { exact: true })).toBeVisible();
    await expect(page.getByText(sale.policy_number)).toBeVisible();
    const text = await page.locator('body').innerText();
    for (const secret of [device.firstName, device.lastName, device.phone, device.phone.replace('+234', '0'), device.idNumber, device.imei]) {
      expect(text).not.toContain(secret);
    }
    const unknown = await page.goto('/verify/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown?.status()).toBe(404);

    // The customer's receipt: one SMS at the provider (the Termii stand-in), its link the card's public check.
    await expect.poll(async () => (await smsSentTo(request, device.phone)).length, { timeout: 15_000 }).toBe(1);
    const [sms] = await smsSentTo(request, device.phone);
    expect(sms.sms).toContain(`Policy ${sale.policy_number}.`);
    expect(sms.sms).toContain('Paid NGN 6,000.');
    const link = /https?:\/\/\S+\/verify\/[A-Za-z0-9_-]{22}/.exec(sms.sms)?.[0];
    expect(link?.endsWith(`/verify/${sale.verification_code}`)).toBe(true);
    await page.goto(String(link));
    await expect(page.getByText('Valid', { exact: true })).toBeVisible();
    // The database keeps it as sent, and delivered once the provider reports it; the order screen says so.
    await expect.poll(async () => (await receiptsOf(request, demo, sale.id)).map((message) => message.status), { timeout: 15_000 }).toEqual(['DELIVERED']);
    expect((await receiptsOf(request, demo, sale.id))[0]).toMatchObject({ event: 'SALE_RECEIPT', recipient: device.phone, body: sms.sms });
    await page.goto(`/account/orders/${sale.id}`);
    const messages = page.getByRole('region', { name: 'Messages to the customer' });
    await expect(messages.getByRole('listitem')).toHaveCount(1);
    await expect(messages.getByRole('listitem')).toContainText('Receipt and proof of cover (SMS)');
    await expect(messages.getByRole('listitem')).toContainText('Delivered');
  });
});

test.describe('paying through the gateway (the Paystack stand-in)', () => {
  test('by card on the gateway’s checkout page: back to the payment’s page, then proof of cover; one order, one payment, one ledger line', async ({
    page,
    request,
    demo,
    device,
    buyPlanPage,
  }) => {
    const before = await salesOf(request, demo, device.deviceId);
    await buyPlanPage.openFor(device.customerId, device.deviceId);
    await buyPlanPage.choosePlan('Total Care');
    await takeInspectionPhotos(buyPlanPage.page);
    await buyPlanPage.card.check();
    // Nothing card-like on our page: the card is typed on the gateway's.
    await expect(page.getByLabel(/card number|cvv|expiry/i)).toHaveCount(0);
    await expect(buyPlanPage.pay).toHaveText('Pay ₦10,500 on the payment page');
    await buyPlanPage.pay.click();

    const checkout = new PaystackCheckoutPage(page);
    await checkout.payByCard(PAYSTACK_TEST_CARD);
    // The gateway sends the browser back to the payment's page, which asks the gateway and shows it paid.
    await expect(page).toHaveURL(/\/account\/payments\/[0-9a-f-]+/);
    await expect(page.getByText('Payment received. The plan is in force.')).toBeVisible();
    await page.getByRole('link', { name: 'Continue to proof of cover' }).click();
    await expect(buyPlanPage.doneHeading).toBeVisible();

    const { orders, balanceKobo } = await salesOf(request, demo, device.deviceId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'ACTIVE', amount_paid_kobo: 1_050_000 });
    expect(orders[0].payments).toEqual([{ method: 'CARD', status: 'SUCCEEDED', amount_kobo: 1_050_000, card_last4: '4081' }]);
    expect(orders[0].wallet_transactions.map((entry) => entry.kind)).toEqual(['COMMISSION']);
    expect(balanceKobo).toBe(before.balanceKobo + orders[0].commission_kobo);
    await expect(buyPlanPage.saleValue('Amount paid')).toHaveText('₦10,500');
    expect(await buyPlanPage.storedFlow()).not.toMatch(/4084/);
  });

  test('by bank transfer: the account read out large, and the wizard moves to Done by itself when the webhook arrives', async ({ request, demo, device, buyPlanPage }) => {
    await buyPlanPage.openFor(device.customerId, device.deviceId);
    await buyPlanPage.choosePlan('Screen Guard');
    await takeInspectionPhotos(buyPlanPage.page);
    await buyPlanPage.transfer.check();
    await buyPlanPage.pay.click();
    await expect(buyPlanPage.waitingHeading).toHaveText('Waiting for the bank transfer');
    await expect(buyPlanPage.waitingFact('Amount')).toContainText('₦6,000');
    const accountNumber = ((await buyPlanPage.waitingFact('Account number').locator('span').first().textContent()) ?? '').trim();
    expect(accountNumber).toMatch(/^\d{10}$/);
    await expect(buyPlanPage.waitingFact('Bank')).not.toBeEmpty();
    await expect(buyPlanPage.waitingFact('Pay before')).not.toBeEmpty();

    // The customer transfers the exact amount; the gateway's webhook settles it while the wizard waits.
    await transferTo(request, accountNumber, 600_000);
    await expect(buyPlanPage.doneHeading).toBeVisible({ timeout: 20_000 });
    const { orders } = await salesOf(request, demo, device.deviceId);
    expect(orders).toHaveLength(1);
    expect(orders[0].status).toBe('ACTIVE');
    expect(orders[0].payments).toEqual([expect.objectContaining({ method: 'TRANSFER', status: 'SUCCEEDED', amount_kobo: 600_000 })]);
    expect(orders[0].wallet_transactions.map((entry) => entry.kind)).toEqual(['COMMISSION']);
  });

  test('by USSD: the code for the customer’s bank, then Done once the customer approves on the phone', async ({ page, request, demo, device, buyPlanPage }) => {
    await buyPlanPage.openFor(device.customerId, device.deviceId);
    await buyPlanPage.choosePlan('Screen Guard');
    await takeInspectionPhotos(buyPlanPage.page);
    await buyPlanPage.chooseUssd('GTBank');
    await buyPlanPage.pay.click();
    await expect(buyPlanPage.waitingHeading).toHaveText('Waiting for the USSD payment');
    await expect(buyPlanPage.waitingFact('Dial')).toContainText('*737');
    const reference = ((await page.getByRole('link', { name: /^Payment PAY-/ }).textContent()) ?? '').replace('Payment ', '').trim();
    const transaction = (await standInState(request)).transactions.find((candidate) => candidate.reference === reference || candidate.reference.includes(reference));
    await approveUssd(request, transaction?.reference ?? reference);
    await buyPlanPage.checkNow.click();
    await expect(buyPlanPage.doneHeading).toBeVisible({ timeout: 20_000 });
    const { orders } = await salesOf(request, demo, device.deviceId);
    expect(orders).toHaveLength(1);
    expect(orders[0].payments).toEqual([expect.objectContaining({ method: 'USSD', status: 'SUCCEEDED' })]);
  });

  test('a checkout tab closed before paying: the wizard reopens on its waiting screen, with the checkout page again, and nothing twice', async ({
    page,
    request,
    demo,
    device,
    buyPlanPage,
  }) => {
    await buyPlanPage.openFor(device.customerId, device.deviceId);
    await buyPlanPage.choosePlan('Screen Guard');
    await takeInspectionPhotos(buyPlanPage.page);
    await buyPlanPage.card.check();
    await buyPlanPage.pay.click();
    const checkout = new PaystackCheckoutPage(page);
    await checkout.isOpen();
    const checkoutUrl = page.url();

    // The tab is closed; the app is opened again later.
    await buyPlanPage.open();
    await expect(buyPlanPage.waitingHeading).toHaveText('Waiting for the card payment');
    await expect(buyPlanPage.openPaymentPageAgain).toHaveAttribute('href', checkoutUrl);
    await page.reload();
    await expect(buyPlanPage.waitingHeading).toHaveText('Waiting for the card payment');
    await buyPlanPage.openPaymentPageAgain.click();
    await checkout.payByCard(PAYSTACK_TEST_CARD);
    await expect(page.getByText('Payment received. The plan is in force.')).toBeVisible();
    await buyPlanPage.open();
    await expect(buyPlanPage.doneHeading).toBeVisible();
    const { orders } = await salesOf(request, demo, device.deviceId);
    expect(orders).toHaveLength(1);
    expect(orders[0].payments).toHaveLength(1);
  });
});

test.describe('a card the bank declines', () => {
  test('the gateway’s answer on "Check now" said plainly, then "Pay another way" from the wallet: one order, the declined card and the wallet payment, one debit and one commission', async ({
    page,
    request,
    demo,
    device,
    buyPlanPage,
  }) => {
    const before = await salesOf(request, demo, device.deviceId);
    await buyPlanPage.openFor(device.customerId, device.deviceId);
    await buyPlanPage.choosePlan('Screen Guard');
    await takeInspectionPhotos(buyPlanPage.page);
    await buyPlanPage.card.check();
    await buyPlanPage.pay.click();
    const checkout = new PaystackCheckoutPage(page);
    await checkout.payByCard(PAYSTACK_TEST_CARD, 'Declined by the bank');
    // The gateway's page keeps the customer there to try another card; they would rather pay another way.
    await expect(page.getByText('Declined. Try another card or another way to pay.')).toBeVisible();

    await buyPlanPage.open();
    await expect(buyPlanPage.waitingHeading).toHaveText('Waiting for the card payment');
    await buyPlanPage.checkNow.click();
    await expect(page.getByText('The payment did not go through. Nothing was taken.')).toBeVisible();
    await buyPlanPage.payAnotherWay.click();
    await buyPlanPage.atStep('Payment');
    await buyPlanPage.wallet.check();
    await buyPlanPage.pay.click();
    await expect(buyPlanPage.doneHeading).toBeVisible();

    const { orders, balanceKobo } = await salesOf(request, demo, device.deviceId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'ACTIVE', amount_paid_kobo: 600_000, commission_kobo: 60_000 });
    expect(orders[0].payments.map((payment) => [payment.method, payment.status, payment.amount_kobo]).sort()).toEqual([
      ['CARD', 'FAILED', 600_000],
      ['WALLET', 'SUCCEEDED', 600_000],
    ]);
    expect(orders[0].wallet_transactions.map((entry) => [entry.kind, entry.amount_kobo])).toEqual([
      ['PURCHASE', -600_000],
      ['COMMISSION', 60_000],
    ]);
    expect(balanceKobo).toBe(before.balanceKobo - 600_000 + 60_000);
  });
});

test('paying monthly shows the instalment the service quotes, and takes only the first', async ({ request, demo, device, buyPlanPage }) => {
  const { quote_plan: quotes } = await graphql<{ quote_plan: { name: string; postpaid_instalment_kobo: number; postpaid_total_kobo: number }[] }>(
    request,
    `query ($device: uuid!) { quote_plan(device_id: $device) { name postpaid_instalment_kobo postpaid_total_kobo } }`,
    { device: device.deviceId },
    demo.token,
  );
  const quote = quotes.find((candidate) => candidate.name === 'Total Care')!;
  await buyPlanPage.openFor(device.customerId, device.deviceId);
  await buyPlanPage.plan('Total Care').check();
  await expect(buyPlanPage.postpaid).toBeVisible();
  const instalment = formatMoney(quote.postpaid_instalment_kobo);
  await expect(buyPlanPage.page.getByText(`${instalment} now, then ${instalment} a month: 12 instalments, ${formatMoney(quote.postpaid_total_kobo)} in all`)).toBeVisible();
  await buyPlanPage.postpaid.check();
  await buyPlanPage.next.click();
  await takeInspectionPhotos(buyPlanPage.page);
  await buyPlanPage.wallet.check();
  await expect(buyPlanPage.pay).toHaveText(`Pay ${instalment}`);
  await buyPlanPage.pay.click();
  await expect(buyPlanPage.doneHeading).toBeVisible();
  await expect(buyPlanPage.saleValue('Instalments')).toContainText(`1 of 12 paid; then ${instalment} a month`);
  const { orders } = await salesOf(request, demo, device.deviceId);
  expect(orders).toEqual([expect.objectContaining({ status: 'ACTIVE', billing: 'POSTPAID', amount_paid_kobo: quote.postpaid_instalment_kobo })]);
});

test('a reload on every step keeps every value, and nothing card-like ever reaches local storage', async ({ page, device, buyPlanPage }) => {
  // Every write to local storage, across reloads (kept in session storage, which the app does not use).
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function record(this: Storage, key: string, value: string) {
      if (this === window.localStorage) setItem.call(window.sessionStorage, `write-${Date.now()}-${Math.random()}`, `${key}=${value}`);
      return setItem.call(this, key, value);
    };
  });
  const customerName = `${device.firstName} ${device.lastName}`;
  await buyPlanPage.open();
  await buyPlanPage.search.fill(device.phone);
  await expect.poll(() => buyPlanPage.storedFlow()).toContain(device.phone);
  await page.reload();
  await expect(buyPlanPage.search).toHaveValue(device.phone);

  await buyPlanPage.searchButton.click();
  await buyPlanPage.customer(customerName).click();
  await buyPlanPage.device(`${device.brand} ${device.model}`).check();
  await page.reload();
  await expect(buyPlanPage.device(`${device.brand} ${device.model}`)).toBeChecked();
  await buyPlanPage.next.click();

  await buyPlanPage.atStep('Plan');
  await buyPlanPage.plan('Total Care').check();
  await buyPlanPage.postpaid.check();
  await page.reload();
  await buyPlanPage.atStep('Plan');
  await expect(buyPlanPage.plan('Total Care')).toBeChecked();
  await expect(buyPlanPage.postpaid).toBeChecked();
  await buyPlanPage.next.click();

  // The photos, once sent, are the sale's: a reload shows each sent, and nothing of them in local storage but their ids.
  await takeInspectionPhotos(page, { next: false });
  await page.reload();
  await buyPlanPage.atStep('Photos of the phone');
  for (const kind of ['DEVICE_FRONT', 'DEVICE_BACK', 'IMEI_SCREEN'] as const) await expectPhotoSent(page, kind);
  await buyPlanPage.next.click();

  await buyPlanPage.atStep('Payment');
  await buyPlanPage.chooseUssd('UBA');
  await page.waitForTimeout(500);
  await page.reload();
  await buyPlanPage.atStep('Payment');
  await expect(buyPlanPage.ussd).toBeChecked();
  await expect(page.getByRole('radio', { name: /^UBA/ })).toBeChecked();

  const writes = await page.evaluate(() => Object.entries(sessionStorage).filter(([key]) => key.startsWith('write-')).map(([, value]) => value));
  const flowWrites = writes.filter((write) => write.startsWith('dc-agent:buy-plan='));
  expect(flowWrites.length).toBeGreaterThan(3);
  for (const write of writes) expect(write).not.toMatch(/4084\s?0840\s?8408\s?4081|card(Number|Cvv|Expiry)/);
  const stored = JSON.parse((await buyPlanPage.storedFlow())!) as { state: { values: Record<string, unknown> } };
  expect(Object.keys(stored.state.values).sort()).toEqual([
    'billing',
    'customerId',
    'customerSearch',
    'deviceId',
    'inspection',
    'paymentMethod',
    'planId',
    'planPhotos',
    'renewalOfOrderId',
    'ussdBank',
  ]);
  expect(stored.state.values.inspection).toEqual({
    slotsId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    deviceId: device.deviceId,
    evidence: { DEVICE_FRONT: expect.any(String), DEVICE_BACK: expect.any(String), IMEI_SCREEN: expect.any(String) },
  });
});

test.describe('never two charges', () => {
  test('a double click on "Pay" sells once', async ({ page, request, demo, device, buyPlanPage }) => {
    const payments = countPayments(page);
    // A slow answer, so the second click lands while the first payment is out.
    await page.route('**/v1/graphql', async (route) => {
      if (route.request().method() === 'POST' && route.request().postDataJSON()?.operationName === 'BuyPlan') await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fallback();
    });
    await buyPlanPage.openFor(device.customerId, device.deviceId);
    await buyPlanPage.choosePlan('Screen Guard');
    await takeInspectionPhotos(buyPlanPage.page);
    await buyPlanPage.wallet.check();
    await buyPlanPage.pay.dblclick();
    await expect(buyPlanPage.doneHeading).toBeVisible();
    expect(payments.count()).toBe(1);
    expect(paid((await salesOf(request, demo, device.deviceId)).orders)).toHaveLength(1);
  });

  test('an answer lost on a cut network, then the connection back: "Try again" sells once, charges once', async ({ page, context, request, demo, device, buyPlanPage }) => {
    const payments = countPayments(page);
    let cut = true;
    await page.route('**/v1/graphql', async (route) => {
      if (!cut || route.request().method() !== 'POST' || route.request().postDataJSON()?.operationName !== 'BuyPlan') return route.fallback();
      // The service gets the payment and records it, but its answer never arrives.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await buyPlanPage.openFor(device.customerId, device.deviceId);
    await buyPlanPage.choosePlan('Screen Guard');
    await takeInspectionPhotos(buyPlanPage.page);
    await buyPlanPage.wallet.check();
    await buyPlanPage.pay.click();
    await expect(buyPlanPage.alert).toContainText('No answer came back for the payment');
    // The retry link tried three times, each with the sale's one key and its three photos.
    expect(payments.count()).toBe(3);
    expect(new Set(payments.keys()).size).toBe(1);
    expect(new Set(payments.photos()).size).toBe(1);
    expect(JSON.parse(payments.photos()[0])).toHaveLength(3);
    await expect(buyPlanPage.back).toHaveCount(0);

    await context.setOffline(true);
    await expect(buyPlanPage.offlineNotice).toBeVisible();
    await expect(buyPlanPage.tryAgain).toBeDisabled();
    cut = false;
    await context.setOffline(false);
    await expect(buyPlanPage.offlineNotice).toHaveCount(0);
    await buyPlanPage.tryAgain.click();
    await expect(buyPlanPage.doneHeading).toBeVisible();
    expect(new Set(payments.keys()).size).toBe(1);
    expect(new Set(payments.photos()).size).toBe(1);

    const { orders } = await salesOf(request, demo, device.deviceId);
    expect(orders).toHaveLength(1);
    expect(orders[0].payments).toHaveLength(1);
    expect(orders[0].wallet_transactions.filter((entry) => entry.kind === 'PURCHASE')).toHaveLength(1);
  });

  test('a reload while a card payment is out replays it under its key: the waiting screen, one order, nothing opened by itself', async ({ page, request, demo, device, buyPlanPage }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached = false;
    let sales = 0;
    await page.route('**/v1/graphql', async (route) => {
      if (route.request().method() !== 'POST' || route.request().postDataJSON()?.operationName !== 'BuyPlan') return route.fallback();
      // Only the first: the reloaded page's replay goes through.
      if (sales++ > 0) return route.fallback();
      // The service records the sale; its answer (with the checkout page) never reaches the page.
      await route.fetch();
      reached = true;
      await held;
      await route.abort('connectionreset').catch(() => undefined);
    });
    await buyPlanPage.openFor(device.customerId, device.deviceId);
    await buyPlanPage.choosePlan('Screen Guard');
    await takeInspectionPhotos(buyPlanPage.page);
    await buyPlanPage.card.check();
    await buyPlanPage.pay.click();
    await expect.poll(() => reached).toBe(true);
    await page.reload();
    release();

    await expect(buyPlanPage.waitingHeading).toHaveText('Waiting for the card payment');
    await expect(buyPlanPage.openPaymentPageAgain).toBeVisible();
    await expect(page).toHaveURL(/\/account\/buy-plan/);
    await expect(buyPlanPage.pay).toHaveCount(0);
    const { orders } = await salesOf(request, demo, device.deviceId);
    expect(orders).toHaveLength(1);
    expect(orders[0].payments).toHaveLength(1);
  });
});
