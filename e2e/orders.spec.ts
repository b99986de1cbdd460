import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import Papa from 'papaparse';
import type { OrderStatus } from '../lib/domain/orders';
import { ORDER_STATUS_LABELS } from '../lib/orders/orderStatus';
import { addDays, lagosToday } from '../lib/validation/dates';
import { OrdersPage } from './pages/OrdersPage';
import { dataServiceUrl, graphql, NEEDS_DATA_SERVICE } from './support/dataService';
import { expect, test as base } from './support/fixtures';

// An agent at the end of the day, finding orders by status, date and amount, and sharing the list's link.

const test = base.extend<{ ordersPage: OrdersPage }>({
  ordersPage: async ({ page }, provide) => provide(new OrdersPage(page)),
});

test.skip(!dataServiceUrl, NEEDS_DATA_SERVICE);

interface DbOrder {
  reference: string;
  status: OrderStatus;
  created_at: string;
  premium_kobo: number;
}

/** The agent's orders the database matches for a filter, in the list's "lowest amount first" order (at most 100). */
async function ordersWhere(request: APIRequestContext, token: string, where: object): Promise<DbOrder[]> {
  const data = await graphql<{ plan_order: DbOrder[] }>(
    request,
    `query ($where: plan_order_bool_exp!) {
      plan_order(where: $where, order_by: [{ premium_kobo: asc }, { created_at: desc }, { id: desc }]) { reference status created_at premium_kobo }
    }`,
    { where },
    token,
  );
  return data.plan_order;
}

/** An order's Lagos calendar day. */
const lagosDay = (instant: string) => lagosToday(new Date(instant));

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a status filter, a date range, a sort and page 2 are in the URL, survive a reload and match the database', async ({ ordersPage, demo, page, request }) => {
  const statuses: OrderStatus[] = ['ACTIVE', 'EXPIRED', 'CANCELLED', 'PAYMENT_FAILED'];
  const withStatus = await ordersWhere(request, demo.token, { status: { _in: statuses } });
  // A range that leaves the oldest of them out, so the dates visibly narrow the list.
  const from = addDays(withStatus.map((o) => lagosDay(o.created_at)).sort()[0], 1);
  const to = lagosToday();
  const expected = await ordersWhere(request, demo.token, {
    status: { _in: statuses },
    created_at: { _gte: `${from}T00:00:00+01:00`, _lt: `${addDays(to, 1)}T00:00:00+01:00` },
  });
  // The seed has orders over 13 months in every status: fewer than two pages would prove nothing.
  expect(expected.length).toBeGreaterThan(20);
  expect(expected.length).toBeLessThan(withStatus.length);

  await ordersPage.open();
  await expect(ordersPage.heading).toHaveText('Orders');
  await ordersPage.filter({ statuses: statuses.map((s) => ORDER_STATUS_LABELS[s]), from, to });
  // What the list says it shows comes from the URL the router has read (not only the address bar).
  await expect(page.getByText(/^Showing: Active, Expired, Cancelled, Payment failed · /)).toBeVisible();
  await ordersPage.sort.selectOption({ label: 'Lowest amount first' });
  await expect(ordersPage.next).toHaveAttribute('href', /sort=amount-low/);
  await ordersPage.next.click();
  await expect(ordersPage.pageStatus).toHaveText(`Page 2 of ${Math.ceil(expected.length / 20)}`);

  const url = new URL(page.url());
  expect(url.searchParams.getAll('status')).toEqual(statuses);
  expect(Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'status'))).toEqual({ from, to, sort: 'amount-low', page: '2' });

  const pageTwo = expected.slice(20, 40).map((o) => o.reference);
  await expect.poll(() => ordersPage.rowReferences()).toEqual(pageTwo);
  await page.reload();
  await expect(ordersPage.pageStatus).toHaveText(`Page 2 of ${Math.ceil(expected.length / 20)}`);
  expect(await ordersPage.rowReferences()).toEqual(pageTwo);
  await expect(ordersPage.sort).toHaveValue('amount-low');
  await expect(page.getByText(`21–${Math.min(40, expected.length)} of ${expected.length} orders`)).toBeVisible();
  // The filters the reload came back with are the ones applied.
  for (const status of statuses) await expect(ordersPage.filterForm.getByRole('checkbox', { name: ORDER_STATUS_LABELS[status] })).toBeChecked();
  await expect(ordersPage.filterForm.getByRole('checkbox', { name: ORDER_STATUS_LABELS.PENDING_PAYMENT })).not.toBeChecked();
  await expect(ordersPage.filterForm.getByLabel('From')).toHaveValue(from);
});

test("finds an order by its reference, and another agent's reference finds nothing", async ({ ordersPage, demo, request }) => {
  const [newest] = await ordersWhere(request, demo.token, {});
  await ordersPage.open();
  await ordersPage.search(newest.reference.toLowerCase());
  await expect.poll(() => ordersPage.rowReferences()).toEqual([newest.reference]);
  await expect(ordersPage.rows.first()).toContainText(ORDER_STATUS_LABELS[newest.status]);

  await ordersPage.search('ORD-1999-000001');
  await expect(ordersPage.page.getByRole('heading', { name: 'No orders match' })).toBeVisible();
});

test('the CSV of a filtered list has exactly the database’s orders for that filter, in UTF-8 with the names intact', async ({ ordersPage, demo, page, request }) => {
  const from = addDays(lagosToday(), -400);
  const to = lagosToday();
  const expected = await ordersWhere(request, demo.token, {
    status: { _in: ['ACTIVE', 'EXPIRED'] },
    created_at: { _gte: `${from}T00:00:00+01:00`, _lt: `${addDays(to, 1)}T00:00:00+01:00` },
  });
  expect(expected.length).toBeGreaterThan(0);

  await ordersPage.open(`?status=ACTIVE&status=EXPIRED&from=${from}&to=${to}&sort=amount-low`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`orders-${lagosToday()}.csv`);
  await expect(page.getByText(`Saved ${expected.length} ${expected.length === 1 ? 'order' : 'orders'} to orders-${lagosToday()}.csv.`)).toBeVisible();

  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3));
  const { data: rows } = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(rows.map((row) => row.Reference)).toEqual(expected.map((o) => o.reference));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  expect(sum(rows.map((row) => Math.round(Number(row['Amount (NGN)']) * 100)))).toBe(sum(expected.map((o) => o.premium_kobo)));
  for (const row of rows) expect(row['Order date']).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  const names = await graphql<{ plan_order: { reference: string; customer: { first_name: string; last_name: string } }[] }>(
    request,
    `query ($refs: [String!]!) { plan_order(where: { reference: { _in: $refs } }) { reference customer { first_name last_name } } }`,
    { refs: expected.map((o) => o.reference) },
    demo.token,
  );
  const byReference = new Map(rows.map((row) => [row.Reference, row]));
  for (const { reference, customer } of names.plan_order) {
    expect([byReference.get(reference)?.['Customer first name'], byReference.get(reference)?.['Customer last name']]).toEqual([customer.first_name, customer.last_name]);
  }
  // The seed's names include accents and tone marks (Adébáyọ̀): they must survive the file.
  expect(names.plan_order.some(({ customer }) => /[^\x00-\x7f]/.test(customer.first_name + customer.last_name))).toBe(true);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the list and its filters fit the screen', async ({ ordersPage, demo, page }) => {
    void demo;
    await ordersPage.open('?status=ACTIVE&sort=oldest');
    await expect(ordersPage.rows.first()).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expect(ordersPage.filterForm.getByRole('button', { name: 'Apply filters' })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
