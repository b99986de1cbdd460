import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_IDS } from '../data-service/src/seed/demo';
import { ORDER_STATUSES_WITH_CARD } from '../lib/cards/cardStatus';
import { formatDate } from '../lib/format/date';
import { formatPhone } from '../lib/format/phone';
import { addDays, lagosToday } from '../lib/validation/dates';
import { CardsPage } from './pages/CardsPage';
import { VerifyPage } from './pages/VerifyPage';
import { dataServiceUrl, DEMO_AGENT, graphql, loginAs, NEEDS_DATA_SERVICE } from './support/dataService';
import { expect, test as base } from './support/fixtures';

// An agent handing over proof of cover: finding a protection card, showing, printing it; and anyone
// checking that card on the public page, which never shows who owns it.

const SECOND_AGENT = { phone: '08030000002', password: DEMO_AGENT.password } as const;

const test = base.extend<{ cardsPage: CardsPage; verifyPage: VerifyPage }>({
  cardsPage: async ({ page }, provide) => provide(new CardsPage(page)),
  verifyPage: async ({ page }, provide) => provide(new VerifyPage(page)),
});

test.skip(!dataServiceUrl, NEEDS_DATA_SERVICE);

interface DbOrder {
  id: string;
  policy_number: string;
  status: string;
  starts_on: string;
  ends_on: string;
  created_at: string;
  verification_code: string;
  plan: { name: string };
  device: { brand: string; model: string; imei: string };
  customer: { first_name: string; last_name: string; phone: string };
}

const ORDER_FIELDS = 'id policy_number status starts_on ends_on created_at verification_code plan { name } device { brand model imei } customer { first_name last_name phone }';

/** The agent's orders as the database holds them, newest first (at most 100: the agent role's cap). */
async function ordersOf(request: APIRequestContext, token: string): Promise<DbOrder[]> {
  const data = await graphql<{ plan_order: DbOrder[] }>(request, `{ plan_order(order_by: [{ created_at: desc }, { id: desc }]) { ${ORDER_FIELDS} } }`, {}, token);
  return data.plan_order;
}

/** What the cards list should show, worked out from the raw orders: paid for, cover not ended more than 30 days ago. */
function expectedCards(orders: DbOrder[], today = lagosToday()): DbOrder[] {
  const since = addDays(today, -30);
  return orders.filter((o) => (ORDER_STATUSES_WITH_CARD as readonly string[]).includes(o.status) && o.ends_on >= since);
}

async function order(request: APIRequestContext, token: string, id: string): Promise<DbOrder> {
  const data = await graphql<{ plan_order_by_pk: DbOrder }>(request, `query ($id: uuid!) { plan_order_by_pk(id: $id) { ${ORDER_FIELDS} } }`, { id }, token);
  return data.plan_order_by_pk;
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('the cards list', () => {
  test("shows the agent's cards in force and those ended in the last 30 days, newest first", async ({ cardsPage, demo, page, request }) => {
    const cards = expectedCards(await ordersOf(request, demo.token));
    // The seed has cards in force and recently ended (PRODUCT.md, "Seed"): an empty list would prove nothing.
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.some((c) => c.status === 'EXPIRED')).toBe(true);

    await cardsPage.open();
    await expect(cardsPage.heading).toHaveText('Cards');
    await expect(cardsPage.pageStatus).toHaveText(`Page 1 of ${Math.ceil(cards.length / 20)}`);
    await expect(cardsPage.rows).toHaveCount(Math.min(20, cards.length));
    expect(await cardsPage.rowPolicyNumbers()).toEqual(cards.slice(0, 20).map((c) => c.policy_number));
    await expect(page.getByText(`1–${Math.min(20, cards.length)} of ${cards.length} ${cards.length === 1 ? 'card' : 'cards'}`)).toBeVisible();

    const first = cards[0];
    const row = cardsPage.rows.first();
    await expect(row).toContainText(`${first.customer.first_name} ${first.customer.last_name}`);
    await expect(row).toContainText(`${first.device.brand} ${first.device.model}`);
    await expect(row).toContainText(first.plan.name);
    await expect(row).toContainText(`${formatDate(first.starts_on)} – ${formatDate(first.ends_on)}`);
  });

  test('finds a card by its policy number, and the search survives a reload', async ({ cardsPage, demo, page, request }) => {
    const cards = expectedCards(await ordersOf(request, demo.token));
    const target = cards[Math.min(3, cards.length - 1)];

    await cardsPage.open();
    await cardsPage.search(target.policy_number.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`\\?q=${target.policy_number.toLowerCase()}$`));
    await expect(cardsPage.rows).toHaveCount(1);
    await expect(cardsPage.cardLink(target.policy_number)).toHaveAttribute('href', `/account/cards/${target.id}`);

    await page.reload();
    await expect(cardsPage.searchBox).toHaveValue(target.policy_number.toLowerCase());
    await expect(cardsPage.rows).toHaveCount(1);

    await cardsPage.search('SUN-1999-000001 nobody');
    await expect(cardsPage.noMatch).toBeVisible();
  });
});

test.describe('a protection card', () => {
  test('shows its data, the IMEI masked, and a QR code of its public check', async ({ baseURL, cardsPage, demo, page, request }) => {
    const target = expectedCards(await ordersOf(request, demo.token)).find((c) => c.status === 'ACTIVE')!;

    await cardsPage.open(`?q=${target.policy_number}`);
    await cardsPage.cardLink(target.policy_number).click();
    await expect(page).toHaveURL(new RegExp(`/account/cards/${target.id}$`));
    await expect(cardsPage.card).toContainText(`${target.customer.first_name} ${target.customer.last_name}`);
    await expect(cardsPage.detail('Policy number')).toHaveText(target.policy_number);
    await expect(cardsPage.detail('Device')).toHaveText(`${target.device.brand} ${target.device.model}`);
    await expect(cardsPage.detail('IMEI')).toHaveText(`•••••••••••${target.device.imei.slice(-4)}`);
    await expect(cardsPage.detail('Plan')).toHaveText(target.plan.name);
    await expect(cardsPage.detail('Cover')).toHaveText(`${formatDate(target.starts_on)} to ${formatDate(target.ends_on)}`);
    await expect(cardsPage.card).toContainText('Valid');
    await expect(cardsPage.qrCode).toHaveAttribute('data-url', `${baseURL}/verify/${target.verification_code}`);
    // The whole IMEI is nowhere in the page, its data included.
    expect(await page.content()).not.toContain(target.device.imei);
  });

  test('prints alone: no sidebar, top bar, skip link or buttons, on one page', async ({ brand, cardsPage, demo, page }) => {
    void demo;
    await cardsPage.openCard(DEMO_IDS[brand.partnerCode].activeOrderId);
    await expect(cardsPage.card).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(cardsPage.card).toBeVisible();
    await expect(cardsPage.qrCode).toBeVisible();
    for (const chrome of [page.getByRole('navigation', { name: 'Account' }), page.getByRole('banner'), cardsPage.print, cardsPage.share, cardsPage.allCards]) {
      await expect(chrome).toBeHidden();
    }
    await expect(page.getByRole('link', { name: 'Skip to content', includeHidden: true })).toBeHidden();

    for (const format of ['A4', 'Letter'] as const) {
      const pdf = (await page.pdf({ format })).toString('latin1');
      expect({ format, pages: pdf.match(/\/Type\s*\/Page(?!s)/g)?.length }).toEqual({ format, pages: 1 });
    }
  });

  test('opens the print dialog once when asked with ?print=1', async ({ brand, cardsPage, demo, page }) => {
    void demo;
    await page.addInitScript(() => {
      window.print = () => {
        const w = window as unknown as { printed?: number };
        w.printed = (w.printed ?? 0) + 1;
      };
    });
    const { activeOrderId } = DEMO_IDS[brand.partnerCode];
    await cardsPage.openCard(activeOrderId, '?print=1');
    await expect(page).toHaveURL(new RegExp(`/account/cards/${activeOrderId}$`));
    expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
  });

  test('security (issue 28 #5): asked for through a proxy naming evil.example, or with a forged Host, it still links to the app itself', async ({
    baseURL,
    brand,
    cardsPage,
    demo,
    page,
  }) => {
    void demo;
    const { activeOrderId, activeOrderVerificationCode } = DEMO_IDS[brand.partnerCode];
    const ownLink = `${baseURL}/verify/${activeOrderVerificationCode}`;

    // What a proxy in front of the app (or the client through it) may claim about the address asked for.
    await page.setExtraHTTPHeaders({ 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example;proto=https' });
    await cardsPage.openCard(activeOrderId);
    await expect(cardsPage.qrCode).toHaveAttribute('data-url', ownLink);
    await expect(cardsPage.card.getByRole('link', { name: ownLink })).toHaveAttribute('href', ownLink);
    expect(await page.content()).not.toContain('evil.example');

    // A client talking to the app directly, naming another host (browsers never let a page do this).
    const forged = await page.request.get(`/account/cards/${activeOrderId}`, { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(forged.status()).toBe(200);
    const html = await forged.text();
    expect(html).toContain(`data-url="${ownLink}"`);
    expect(html).not.toContain('evil.example');
  });

  test("of another agent, an order never paid for, or an id that is no id, is not found", async ({ brand, cardsPage, demo, page, request }) => {
    void demo;
    const second = await loginAs(request, brand.partnerCode, SECOND_AGENT.phone, SECOND_AGENT.password);
    const theirs = (await ordersOf(request, second.token)).find((o) => o.status === 'ACTIVE')!;

    for (const id of [theirs.id, DEMO_IDS[brand.partnerCode].pendingOrderId, 'not-a-card']) {
      const response = await cardsPage.openCard(id);
      expect(response?.status()).toBe(404);
      await expect(cardsPage.notFound).toBeVisible();
    }
    await expect(page.getByText(theirs.customer.last_name)).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to cards' }).click();
    await expect(page).toHaveURL(/\/account\/cards$/);
  });
});

test.describe('the public check', () => {
  test('says a card in force is valid, and nothing about its customer', async ({ brand, demo, page, request, verifyPage }) => {
    const ids = DEMO_IDS[brand.partnerCode];
    const card = await order(request, demo.token, ids.activeOrderId);
    await page.context().clearCookies();

    const response = await verifyPage.openCode(ids.activeOrderVerificationCode);
    expect(response?.status()).toBe(200);
    await expect(verifyPage.verdict).toHaveText('Valid');
    await expect(verifyPage.detail('Policy number')).toHaveText(card.policy_number);
    await expect(verifyPage.detail('Plan')).toHaveText(card.plan.name);
    await expect(verifyPage.detail('Device')).toHaveText(`${card.device.brand} ${card.device.model}`);
    await expect(verifyPage.detail('IMEI')).toHaveText(`•••••••••••${card.device.imei.slice(-4)}`);
    const html = await page.content();
    for (const secret of [card.customer.first_name, card.customer.last_name, card.customer.phone, formatPhone(card.customer.phone), card.device.imei]) {
      expect(html).not.toContain(secret);
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('answers 404 for a code no card has', async ({ page, verifyPage }) => {
    const response = await verifyPage.openCode('AAAAAAAAAAAAAAAAAAAAAA');
    expect(response?.status()).toBe(404);
    await expect(verifyPage.heading).toHaveText('No protection card matches this code');
    await verifyPage.policyNumberInstead.click();
    await expect(page).toHaveURL(/\/verify$/);
  });

  test('by policy number: wrong IMEI digits answer 404, the right ones show the card', async ({ brand, demo, request, verifyPage }) => {
    const card = await order(request, demo.token, DEMO_IDS[brand.partnerCode].activeOrderId);
    const last4 = card.device.imei.slice(-4);
    const wrong = last4 === '0000' ? '1111' : '0000';

    const response = await verifyPage.openPolicyCheck(card.policy_number, wrong);
    expect(response?.status()).toBe(404);
    await expect(verifyPage.heading).toHaveText('No protection card matches');

    await verifyPage.check(card.policy_number, last4);
    await expect(verifyPage.verdict).toHaveText('Valid');
    await expect(verifyPage.detail('Policy number')).toHaveText(card.policy_number);
  });

  test('a policy number guessed wrong too often checks only by its verification code (issue 28 #2)', async ({ brand, demo, page, request, verifyPage }) => {
    // A number no card has locks like any other, so the refusal says nothing about which numbers exist.
    const card = await order(request, demo.token, DEMO_IDS[brand.partnerCode].activeOrderId);
    const [prefix, year] = card.policy_number.split('-');
    const unknown = `${prefix}-${year}-9${String(Date.now() % 100_000).padStart(5, '0')}`;
    for (let guess = 0; guess < 10; guess += 1) {
      const response = await verifyPage.openPolicyCheck(unknown, String(1000 + guess));
      expect(response?.status()).toBe(404);
    }

    const response = await verifyPage.openPolicyCheck(unknown, '2000');
    expect(response?.status()).toBe(429);
    await expect(verifyPage.heading).toHaveText('This policy number cannot be checked today');
    await expect(page.getByText(/check it by its verification code instead/)).toBeVisible();
    await expect(verifyPage.policyNumber).toHaveValue(unknown);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("the policy-number form still checks, and says what is wrong beside each field", async ({ brand, demo, request, verifyPage }) => {
      const card = await order(request, demo.token, DEMO_IDS[brand.partnerCode].activeOrderId);
      await verifyPage.page.goto('/verify');
      await verifyPage.check(card.policy_number, '12');
      await expect(verifyPage.imeiLast4).toHaveAccessibleDescription('The last 4 digits of the IMEI are 4 digits');

      await verifyPage.check(card.policy_number, card.device.imei.slice(-4));
      await expect(verifyPage.verdict).toHaveText('Valid');
    });
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the list, a card and its public check read without sideways scrolling', async ({ brand, cardsPage, demo, page, verifyPage }) => {
    void demo;
    await cardsPage.open();
    await expect(cardsPage.rows.first()).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    const ids = DEMO_IDS[brand.partnerCode];
    await cardsPage.openCard(ids.activeOrderId);
    await expect(cardsPage.qrCode).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await verifyPage.openCode(ids.activeOrderVerificationCode);
    await expect(verifyPage.verdict).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
