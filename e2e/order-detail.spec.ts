import { paymentMethodLabel, paymentStatusLabel } from '../lib/payments/paymentDisplay';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_IDS } from '../data-service/src/seed/demo';
import { formatDate } from '../lib/format/date';
import { formatMoney } from '../lib/format/money';
import { formatPhone } from '../lib/format/phone';
import { orderStatusLabel } from '../lib/orders/orderStatus';
import { addMonths, lagosToday } from '../lib/validation/dates';
import { OrderPage } from './pages/OrderPage';
import { dataServiceUrl, DEMO_AGENT, graphql, loginAs, NEEDS_DATA_SERVICE } from './support/dataService';
import { expect, test as base } from './support/fixtures';

// An agent looking up one sale: what was sold to whom, what was paid and how, what the customer still owes
// on a monthly plan, and the way to its protection card.

const SECOND_AGENT = { phone: '08030000002', password: DEMO_AGENT.password } as const;

const test = base.extend<{ orderPage: OrderPage }>({
  orderPage: async ({ page }, provide) => provide(new OrderPage(page)),
});

test.skip(!dataServiceUrl, NEEDS_DATA_SERVICE);

interface DbPayment {
  reference: string;
  method: string;
  card_last4: string | null;
  status: string;
  amount_kobo: number;
  created_at: string;
}

interface DbOrder {
  id: string;
  reference: string;
  policy_number: string;
  status: string;
  billing: string;
  starts_on: string;
  ends_on: string;
  created_at: string;
  premium_kobo: number;
  amount_paid_kobo: number;
  commission_kobo: number;
  instalments: number;
  instalment_kobo: number | null;
  plan: { name: string };
  device: { brand: string; model: string; imei: string };
  customer: { id: string; first_name: string; last_name: string; phone: string };
  payments: DbPayment[];
}

const ORDER_FIELDS = `id reference policy_number status billing starts_on ends_on created_at premium_kobo amount_paid_kobo commission_kobo
  instalments instalment_kobo plan { name } device { brand model imei } customer { id first_name last_name phone }
  payments(order_by: [{ created_at: asc }, { id: asc }]) { reference method card_last4 status amount_kobo created_at }`;

/** The agent's orders as the database holds them, newest first (at most 100: the agent role's cap). */
async function ordersOf(request: APIRequestContext, token: string): Promise<DbOrder[]> {
  const data = await graphql<{ plan_order: DbOrder[] }>(request, `{ plan_order(order_by: [{ created_at: desc }, { id: desc }]) { ${ORDER_FIELDS} } }`, {}, token);
  return data.plan_order;
}

async function order(request: APIRequestContext, token: string, id: string): Promise<DbOrder> {
  const data = await graphql<{ plan_order_by_pk: DbOrder }>(request, `query ($id: uuid!) { plan_order_by_pk(id: $id) { ${ORDER_FIELDS} } }`, { id }, token);
  return data.plan_order_by_pk;
}

async function sellsMonthlyPlans(request: APIRequestContext, token: string, partnerCode: string): Promise<boolean> {
  const data = await graphql<{ partner: { allow_postpaid_plan: boolean }[] }>(
    request,
    'query ($code: String!) { partner(where: { code: { _eq: $code } }) { allow_postpaid_plan } }',
    { code: partnerCode },
    token,
  );
  return data.partner[0]?.allow_postpaid_plan === true;
}


/**
 * The instalments the screen should show, from the raw row: one a month from the cover's start, the first
 * floor(paid / instalment) paid, an unpaid one overdue once its date is before today (Lagos).
 */
function expectedInstalments(o: DbOrder, today = lagosToday()) {
  const instalment = o.instalment_kobo!;
  const paid = Math.min(o.instalments, Math.floor(o.amount_paid_kobo / instalment));
  return Array.from({ length: o.instalments }, (_, i) => {
    const dueOn = addMonths(o.starts_on, i);
    return { label: `Instalment ${i + 1} of ${o.instalments}`, dueOn, state: i < paid ? 'Paid' : dueOn < today ? 'Overdue' : 'Due' };
  });
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Everything the screen shows of an order but its instalments, checked against its row. */
async function expectOrderShown(orderPage: OrderPage, o: DbOrder) {
  await expect(orderPage.heading).toHaveText(`Order ${o.reference}`);
  await expect(orderPage.page.getByText(orderStatusLabel(o.status), { exact: true })).toBeVisible();
  await expect(orderPage.detail('Plan')).toHaveText(o.plan.name);
  await expect(orderPage.detail('Cover')).toHaveText(`${formatDate(o.starts_on)} – ${formatDate(o.ends_on)}`);
  await expect(orderPage.detail('Policy number')).toHaveText(o.policy_number);
  await expect(orderPage.detail('Name').getByRole('link', { name: `${o.customer.first_name} ${o.customer.last_name}` })).toHaveAttribute(
    'href',
    `/account/customers/${o.customer.id}`,
  );
  await expect(orderPage.detail('Phone')).toHaveText(formatPhone(o.customer.phone));
  await expect(orderPage.detail('Device')).toHaveText(`${o.device.brand} ${o.device.model}`);
  await expect(orderPage.detail('IMEI')).toHaveText(`${'•'.repeat(o.device.imei.length - 4)}${o.device.imei.slice(-4)}`);
  await expect(orderPage.detail('Premium')).toHaveText(formatMoney(o.premium_kobo));
  await expect(orderPage.detail('Amount paid')).toHaveText(formatMoney(o.amount_paid_kobo));
  await expect(orderPage.detail('Commission')).toHaveText(formatMoney(o.commission_kobo));

  if (o.payments.length === 0) await expect(orderPage.noPayment).toBeVisible();
  await expect(orderPage.payments).toHaveCount(o.payments.length);
  for (const [index, payment] of o.payments.entries()) {
    const row = orderPage.payments.nth(index);
    await expect(row).toContainText(payment.reference);
    await expect(row).toContainText(paymentMethodLabel(payment.method, payment.card_last4));
    await expect(row.getByText(paymentStatusLabel(payment.status), { exact: true })).toBeVisible();
    await expect(row).toContainText(formatMoney(payment.amount_kobo));
    await expect(row).toContainText(formatDate(payment.created_at));
  }

  // The whole IMEI is nowhere in the page, its data included.
  expect(await orderPage.page.content()).not.toContain(o.device.imei);
}

async function expectInstalmentsShown(orderPage: OrderPage, o: DbOrder) {
  const expected = expectedInstalments(o);
  await expect(orderPage.instalmentsHeading).toBeVisible();
  await expect(orderPage.instalments).toHaveCount(expected.length);
  for (const [index, instalment] of expected.entries()) {
    const row = orderPage.instalments.nth(index);
    await expect(row).toContainText(instalment.label);
    await expect(row).toContainText(formatDate(instalment.dueOn));
    await expect(row).toContainText(formatMoney(o.instalment_kobo!));
    await expect(row.getByText(instalment.state, { exact: true })).toBeVisible();
  }
}

test.describe('an order', () => {
  test("opens from the dashboard's latest orders and shows the order as the database holds it", async ({ dashboardPage, demo, orderPage, page, request }) => {
    await dashboardPage.open();
    await dashboardPage.latestOrders.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/account\/orders\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;

    await expectOrderShown(orderPage, await order(request, demo.token, id));
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await orderPage.allOrders.click();
    await expect(page).toHaveURL(/\/account\/orders$/);
  });

  test('on a monthly plan shows its payments, commission and which instalments are paid, due or overdue', async ({ brand, demo, orderPage, page, request }) => {
    test.skip(!(await sellsMonthlyPlans(request, demo.token, brand.partnerCode)), 'This partner sells no monthly plans');
    const postpaid = (await ordersOf(request, demo.token)).find((o) => o.billing === 'POSTPAID' && o.status === 'ACTIVE');
    // The seed has active monthly plans where the partner sells them (PRODUCT.md, "Seed").
    expect(postpaid).toBeDefined();

    const response = await orderPage.open(postpaid!.id);
    expect(response?.status()).toBe(200);
    await expectOrderShown(orderPage, postpaid!);
    await expect(orderPage.detail('Billing')).toHaveText('Postpaid (monthly instalments)');
    await expect(orderPage.detail('Instalment')).toHaveText(`${formatMoney(postpaid!.instalment_kobo!)} a month, ${postpaid!.instalments} instalments`);
    await expectInstalmentsShown(orderPage, postpaid!);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await expect(orderPage.cardLink).toHaveAttribute('href', `/account/cards/${postpaid!.id}`);
    await orderPage.cardLink.click();
    await expect(page.getByRole('article', { name: 'Protection card' })).toContainText(postpaid!.policy_number);
  });

  test('paid once has no instalments', async ({ demo, orderPage, request }) => {
    const prepaid = (await ordersOf(request, demo.token)).find((o) => o.billing === 'PREPAID' && o.status === 'ACTIVE')!;

    await orderPage.open(prepaid.id);
    await expectOrderShown(orderPage, prepaid);
    await expect(orderPage.detail('Billing')).toHaveText('Prepaid (paid once)');
    await expect(orderPage.instalmentsHeading).toHaveCount(0);
    await expect(orderPage.instalments).toHaveCount(0);
  });

  test('waiting for payment has no payment and no protection card', async ({ brand, demo, orderPage, request }) => {
    const pending = await order(request, demo.token, DEMO_IDS[brand.partnerCode].pendingOrderId);

    await orderPage.open(pending.id);
    await expectOrderShown(orderPage, pending);
    await expect(orderPage.cardLink).toHaveCount(0);
  });

  test('of another agent, or an id that is no id, is not found', async ({ brand, demo, orderPage, page, request }) => {
    void demo;
    const second = await loginAs(request, brand.partnerCode, SECOND_AGENT.phone, SECOND_AGENT.password);
    const theirs = (await ordersOf(request, second.token))[0];

    for (const id of [theirs.id, 'not-an-order']) {
      const response = await orderPage.open(id);
      expect(response?.status()).toBe(404);
      await expect(orderPage.notFound).toBeVisible();
    }
    await orderPage.open(theirs.id);
    await expect(page.getByText(theirs.customer.last_name)).toHaveCount(0);
    await expect(page.getByText(theirs.reference)).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to orders' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('an order, its payments and instalments read without sideways scrolling', async ({ demo, orderPage, page, request }) => {
    const orders = await ordersOf(request, demo.token);
    const target = orders.find((o) => o.billing === 'POSTPAID' && o.status === 'ACTIVE') ?? orders.find((o) => o.status === 'ACTIVE')!;

    await orderPage.open(target.id);
    await expectOrderShown(orderPage, target);
    if (target.billing === 'POSTPAID') await expectInstalmentsShown(orderPage, target);
    await expect(orderPage.payments.first()).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
