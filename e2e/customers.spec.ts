import type { APIRequestContext } from '@playwright/test';
import { luhnCheckDigit } from '../lib/validation/luhn';
import { addDays, lagosToday } from '../lib/validation/dates';
import { deviceIneligibility } from '../lib/validation/eligibility';
import { CustomersPage } from './pages/CustomersPage';
import { dataServiceUrl, DEMO_AGENT, graphql, loginAs, NEEDS_DATA_SERVICE } from './support/dataService';
import { expect, test as base } from './support/fixtures';

// An agent finding customers at the counter, opening one, and registering another phone for them.

const SECOND_AGENT = { phone: '08030000002', password: DEMO_AGENT.password } as const;

const test = base.extend<{ customersPage: CustomersPage }>({
  customersPage: async ({ page }, provide) => provide(new CustomersPage(page)),
});

test.skip(!dataServiceUrl, NEEDS_DATA_SERVICE);

interface DbCustomer {
  id: string;
  first_name: string;
  last_name: string;
  phone: string;
  id_number_last4: string;
  devices: {
    id: string;
    imei: string;
    imei2: string | null;
    brand: string;
    model: string;
    purchase_price_kobo: number;
    purchase_date: string;
    plan_orders: { status: string; ends_on: string; plan: { name: string } }[];
  }[];
}

/** The agent's customers as the database holds them, newest first (at most 100: the agent role's cap). */
async function customersOf(request: APIRequestContext, token: string): Promise<{ total: number; customers: DbCustomer[] }> {
  const data = await graphql<{ customer_aggregate: { aggregate: { count: number } }; customer: DbCustomer[] }>(
    request,
    `{
      customer_aggregate { aggregate { count } }
      customer(order_by: [{ created_at: desc }, { id: desc }]) {
        id first_name last_name phone id_number_last4
        devices { id imei imei2 brand model purchase_price_kobo purchase_date plan_orders { status ends_on plan { name } } }
      }
    }`,
    {},
    token,
  );
  return { total: data.customer_aggregate.aggregate.count, customers: data.customer };
}

const hasPlan = (device: DbCustomer['devices'][number], today: string) => device.plan_orders.some((o) => o.status === 'ACTIVE' && o.ends_on >= today);

/** A Luhn-valid IMEI no one has: a made-up type code and this run's clock and a random serial. */
function uniqueImei(): string {
  const payload = `99${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  return `${payload}${luhnCheckDigit(payload)}`;
}

test.describe('the customers list', () => {
  test("shows the agent's own customers, newest first, over pages of 20, and never the second agent's", async ({ brand, customersPage, demo, page, request }) => {
    const own = await customersOf(request, demo.token);
    const second = await loginAs(request, brand.partnerCode, SECOND_AGENT.phone, SECOND_AGENT.password);
    const theirs = await customersOf(request, second.token);
    // The seed gives the demo agent 25 customers and the second agent 5 (PRODUCT.md, "Seed"); other specs may add more.
    expect(own.total).toBeGreaterThanOrEqual(25);
    expect(theirs.total).toBeGreaterThanOrEqual(5);
    const pages = Math.ceil(own.total / 20);

    await customersPage.open();
    await expect(customersPage.heading).toHaveText('Customers');
    await expect(customersPage.pageStatus).toHaveText(`Page 1 of ${pages}`);
    await expect(page.getByText(`1–20 of ${own.total} customers`)).toBeVisible();
    await expect(customersPage.rows).toHaveCount(20);
    const firstPage = await customersPage.rowIds();
    expect(firstPage).toEqual(own.customers.slice(0, 20).map((c) => c.id));

    await customersPage.next.click();
    await expect(page).toHaveURL(/\/account\/customers\?page=2$/);
    await expect(customersPage.pageStatus).toHaveText(`Page 2 of ${pages}`);
    await expect(customersPage.rows).toHaveCount(Math.min(20, own.total - 20));
    const secondPage = await customersPage.rowIds();
    expect(secondPage).toEqual(own.customers.slice(20, 40).map((c) => c.id));

    const shown = new Set([...firstPage, ...secondPage]);
    expect(theirs.customers.filter((c) => shown.has(c.id))).toEqual([]);

    // The page is in the URL: a reload stays there; Previous goes back.
    await page.reload();
    await expect(customersPage.pageStatus).toHaveText(`Page 2 of ${pages}`);
    await customersPage.previous.click();
    await expect(page).toHaveURL(/\/account\/customers$/);
    await expect(customersPage.pageStatus).toHaveText(`Page 1 of ${pages}`);
  });

  test('ignores page numbers that make no sense', async ({ customersPage, demo, page, request }) => {
    const pages = Math.ceil((await customersOf(request, demo.token)).total / 20);
    for (const bad of ['0', '-1', 'abc']) {
      await customersPage.open(`?page=${bad}`);
      await expect(customersPage.pageStatus).toHaveText(`Page 1 of ${pages}`);
      await expect(customersPage.rows).toHaveCount(20);
      await expect(customersPage.errors).toHaveCount(0);
    }
    await customersPage.open('?page=99999999999999');
    await expect(page).toHaveURL(new RegExp(`/account/customers\\?page=${pages}$`));
    await expect(customersPage.pageStatus).toHaveText(`Page ${pages} of ${pages}`);
    await expect(customersPage.errors).toHaveCount(0);
  });

  test('finds a customer by name, and the search survives a reload', async ({ customersPage, demo, page, request }) => {
    const { customers } = await customersOf(request, demo.token);
    // A name as typed on any keyboard (names with accents: the test below).
    const target = customers.find((c, i) => i >= 3 && /^[A-Za-z]+$/.test(c.last_name))!;
    const word = target.last_name;
    const expected = customers.filter((c) => `${c.first_name} ${c.last_name}`.toLowerCase().includes(word.toLowerCase())).map((c) => c.id);

    await customersPage.open();
    await customersPage.search(word);
    await expect(page).toHaveURL(new RegExp(`\\?q=${word}$`));
    await expect(customersPage.rows).toHaveCount(expected.length);
    expect(await customersPage.rowIds()).toEqual(expected);

    await page.reload();
    await expect(customersPage.searchBox).toHaveValue(word);
    await expect(customersPage.rows).toHaveCount(expected.length);
    await expect(customersPage.customerLink(target.id)).toBeVisible();

    await customersPage.search('Zzyzx-nobody');
    await expect(customersPage.noMatch).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/account\/customers$/);
    await expect(customersPage.rows).toHaveCount(20);
  });

  test('finds a name written with accents when it is typed without them', async ({ customersPage, demo, request }) => {
    const { customers } = await customersOf(request, demo.token);
    const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    const target = customers.find((c) => plain(c.first_name) !== c.first_name.toLowerCase())!;
    const typed = `${plain(target.first_name)} ${plain(target.last_name)}`;
    const expected = customers
      .filter((c) => typed.split(' ').every((word) => plain(`${c.first_name} ${c.last_name}`).includes(word)))
      .map((c) => c.id);

    await customersPage.open();
    await customersPage.search(typed);
    await expect(customersPage.rows).toHaveCount(expected.length);
    expect(await customersPage.rowIds()).toEqual(expected);
    await expect(customersPage.customerLink(target.id)).toContainText(target.first_name);
  });

  test('finds a customer by the phone number typed the local way', async ({ customersPage, demo, page, request }) => {
    const { customers } = await customersOf(request, demo.token);
    const target = customers[5];
    const national = target.phone.replace('+234', '');
    const local = `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;

    await customersPage.open();
    await customersPage.search(local);
    await expect(page).toHaveURL(/\?q=0\d{3}(\+|%20)\d{3}(\+|%20)\d{4}$/);
    await expect(customersPage.rows).toHaveCount(1);
    await expect(customersPage.customerLink(target.id)).toBeVisible();
    await expect(customersPage.rows.first()).toContainText(local);

    await page.reload();
    await expect(customersPage.rows).toHaveCount(1);
    await expect(customersPage.customerLink(target.id)).toBeVisible();
  });

  test('finds a customer by IMEI', async ({ customersPage, demo, page, request }) => {
    const { customers } = await customersOf(request, demo.token);
    const target = customers.find((c) => c.devices.some((d) => d.imei2 !== null)) ?? customers[0];
    const imei = target.devices.find((d) => d.imei2 !== null)?.imei2 ?? target.devices[0].imei;

    await customersPage.open();
    await customersPage.search(imei);
    await expect(page).toHaveURL(new RegExp(`\\?q=${imei}$`));
    await expect(customersPage.rows).toHaveCount(1);
    await expect(customersPage.customerLink(target.id)).toBeVisible();

    await page.reload();
    await expect(customersPage.customerLink(target.id)).toBeVisible();
  });
});

test.describe('a customer', () => {
  test('shows the masked ID, the devices with their plans, and a way to sell one where there is none', async ({ customersPage, demo, page, request }) => {
    const today = lagosToday();
    const { customers } = await customersOf(request, demo.token);
    const covered = customers.find((c) => c.devices.length > 0 && c.devices.every((d) => hasPlan(d, today)));
    // A customer whose devices have no plan, one of them sellable (value and age within the rules).
    const uncovered = customers.find((c) => c.devices.length > 0 && c.devices.every((d) => !hasPlan(d, today)) && deviceIneligibility(c.devices[0], today) === undefined);
    expect(covered && uncovered).toBeTruthy();

    await customersPage.open();
    await customersPage.search(covered!.phone);
    await customersPage.customerLink(covered!.id).click();
    await expect(page).toHaveURL(new RegExp(`/account/customers/${covered!.id}$`));
    await expect(customersPage.heading).toHaveText(`${covered!.first_name} ${covered!.last_name}`);
    await expect(customersPage.personal('ID number')).toHaveText(`•••• ${covered!.id_number_last4}`);
    const device = covered!.devices[0];
    const card = customersPage.device(`${device.brand} ${device.model}`);
    await expect(card).toContainText(device.imei);
    const plan = device.plan_orders.find((o) => o.status === 'ACTIVE' && o.ends_on >= today)!;
    await expect(card).toContainText(plan.plan.name);
    await expect(card.getByRole('link', { name: /^Buy a plan/ })).toHaveCount(0);

    await customersPage.openCustomer(uncovered!.id);
    const bare = uncovered!.devices[0];
    const bareCard = customersPage.device(`${bare.brand} ${bare.model}`);
    await expect(bareCard).toContainText('No active plan');
    await expect(bareCard.getByRole('link', { name: /^Buy a plan/ })).toHaveAttribute('href', `/account/buy-plan?customer=${uncovered!.id}&device=${bare.id}`);
    await bareCard.getByRole('link', { name: /^Buy a plan/ }).click();
    // The sale opens with this customer and device settled: the plan comes next.
    await expect(page).toHaveURL(/\/account\/buy-plan$/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Plan');
  });

  test("of another agent, or an id that is no id, is not found", async ({ brand, customersPage, demo, page, request }) => {
    void demo;
    const second = await loginAs(request, brand.partnerCode, SECOND_AGENT.phone, SECOND_AGENT.password);
    const theirs = await customersOf(request, second.token);

    for (const id of [theirs.customers[0].id, 'not-a-customer', '00000000-0000-4000-8000-000000000000']) {
      await customersPage.openCustomer(id);
      await expect(customersPage.notFound).toBeVisible();
      await expect(page.getByText(theirs.customers[0].last_name, { exact: true })).toHaveCount(0);
    }
    await customersPage.backToCustomers.click();
    await expect(page).toHaveURL(/\/account\/customers$/);
    await expect(customersPage.rows.first()).toBeVisible();
  });

  test('gets another device, which is listed and in the database; a registered IMEI points to its customer', async ({ customersPage, demo, request }) => {
    const { customers } = await customersOf(request, demo.token);
    const customer = customers[customers.length - 1];
    const elsewhere = customers[0];
    const imei = uniqueImei();
    // A model name of this run's own, so a database kept from an earlier run shows one such device.
    const model = `Spark ${imei.slice(-5)}`;
    const purchaseDate = addDays(lagosToday(), -10);

    await customersPage.openCustomer(customer.id);
    await expect(customersPage.heading).toHaveText(`${customer.first_name} ${customer.last_name}`);

    // An IMEI another of the agent's customers already has: refused, with a link to that customer.
    await customersPage.addDevice({ imei: elsewhere.devices[0].imei, brand: 'Tecno', model, price: '150,000', purchaseDate });
    const refusal = customersPage.addDeviceForm.getByRole('alert');
    await expect(refusal).toContainText('already registered');
    await expect(refusal.getByRole('link', { name: 'Open the customer who has this device' })).toHaveAttribute('href', `/account/customers/${elsewhere.id}`);

    await customersPage.field('IMEI').fill(imei);
    await customersPage.addDeviceForm.getByRole('button', { name: 'Add device' }).click();
    await expect(customersPage.addedMessage).toContainText(`Tecno ${model} was added.`);
    const buy = customersPage.addedMessage.getByRole('link', { name: 'Buy a plan for this device' });
    await expect(buy).toHaveAttribute('href', new RegExp(`^/account/buy-plan\\?customer=${customer.id}&device=[0-9a-f-]{36}$`));
    await expect(customersPage.device(`Tecno ${model}`)).toContainText(imei);
    await expect(customersPage.device(`Tecno ${model}`)).toContainText('No active plan');

    const rows = await graphql<{ device: { id: string; customer_id: string; brand: string; model: string; purchase_price_kobo: number; purchase_date: string }[] }>(
      request,
      `query ($imei: String!) { device(where: { imei: { _eq: $imei } }) { id customer_id brand model purchase_price_kobo purchase_date } }`,
      { imei },
      demo.token,
    );
    expect(rows.device).toEqual([
      { id: expect.any(String), customer_id: customer.id, brand: 'Tecno', model, purchase_price_kobo: 15_000_000, purchase_date: purchaseDate },
    ]);
    await expect(buy).toHaveAttribute('href', `/account/buy-plan?customer=${customer.id}&device=${rows.device[0].id}`);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the list and a customer read without sideways scrolling', async ({ customersPage, demo, page, request }) => {
    const { customers } = await customersOf(request, demo.token);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    await customersPage.open();
    await expect(customersPage.rows).toHaveCount(20);
    await expect(customersPage.searchBox).toBeVisible();
    await expect(customersPage.next).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);

    const target = customers[0];
    await customersPage.customerLink(target.id).click();
    await expect(customersPage.heading).toHaveText(`${target.first_name} ${target.last_name}`);
    await expect(customersPage.personal('ID number')).toBeVisible();
    await expect(customersPage.devices.first()).toBeVisible();
    await expect(customersPage.addDeviceButton).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
