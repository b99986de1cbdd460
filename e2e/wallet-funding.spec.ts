import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatMoney } from '../lib/format/money';
import { PaystackCheckoutPage } from './pages/PaystackCheckoutPage';
import { WalletPage } from './pages/WalletPage';
import { dataServiceUrl, graphql, NEEDS_DATA_SERVICE, type AgentSession } from './support/dataService';
import { expect, test as base } from './support/fixtures';
import { PAYSTACK_TEST_CARD, transferTo } from './support/paystackStandIn';

// An agent tops up their own wallet from a phone: by card on the gateway's checkout page (one press of
// "Continue to the payment page", or two on a slow connection, is one payment and one ledger line), or by
// a transfer to their own account at the gateway (each transfer credits the wallet once).

/** "Fund by card" on /account/wallet: the button that opens the amount form, and the form. */
class FundWalletForm {
  readonly open: Locator;
  readonly form: Locator;
  readonly amount: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Fund by card' });
    this.open = page.getByRole('button', { name: 'Fund by card', exact: true });
    this.amount = this.form.getByLabel('Amount (₦)', { exact: true });
    this.submit = this.form.getByRole('button', { name: /Continue to the payment page|Opening the payment page/ });
  }

  async openForm() {
    await new WalletPage(this.page).open();
    await expect(this.form).toHaveCount(0);
    await this.open.click();
    await expect(this.form).toBeVisible();
  }
}

const test = base.extend<{ fundWallet: FundWalletForm }>({
  fundWallet: async ({ page }, provide) => provide(new FundWalletForm(page)),
});

test.skip(!dataServiceUrl, NEEDS_DATA_SERVICE);
test.use({ viewport: { width: 360, height: 740 } });

interface Wallet {
  balanceKobo: number;
  fundingEntries: number;
  fundingPayments: number;
  /** The newest FUNDING ledger line, with its payment. */
  latest?: { amount_kobo: number; payment: { reference: string; status: string; method: string; amount_kobo: number; card_last4: string | null } | null };
}

/** The agent's wallet as the database holds it, read with the agent's own token. */
async function walletOf(request: APIRequestContext, session: AgentSession): Promise<Wallet> {
  const data = await graphql<{
    agent_by_pk: { wallet_balance_kobo: number };
    wallet_transaction_aggregate: { aggregate: { count: number } };
    payment_aggregate: { aggregate: { count: number } };
    wallet_transaction: NonNullable<Wallet['latest']>[];
  }>(
    request,
    `query ($agent: uuid!) {
      agent_by_pk(id: $agent) { wallet_balance_kobo }
      wallet_transaction_aggregate(where: { agent_id: { _eq: $agent }, kind: { _eq: "FUNDING" } }) { aggregate { count } }
      payment_aggregate(where: { agent_id: { _eq: $agent }, purpose: { _eq: "WALLET_FUNDING" } }) { aggregate { count } }
      wallet_transaction(where: { agent_id: { _eq: $agent }, kind: { _eq: "FUNDING" } }, order_by: [{ seq: desc }], limit: 1) {
        amount_kobo
        payment { reference status method amount_kobo card_last4 }
      }
    }`,
    { agent: session.agent_id },
    session.token,
  );
  return {
    balanceKobo: data.agent_by_pk.wallet_balance_kobo,
    fundingEntries: data.wallet_transaction_aggregate.aggregate.count,
    fundingPayments: data.payment_aggregate.aggregate.count,
    latest: data.wallet_transaction[0],
  };
}

/** The `fund_wallet` requests the page sends (CORS preflights aside), by idempotency key. */
function countFundings(page: Page): () => string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes('/v1/graphql')) return;
    const body = request.postDataJSON() as { operationName?: string; variables?: { idempotencyKey?: string } } | null;
    if (body?.operationName === 'FundWallet') keys.push(String(body.variables?.idempotencyKey));
  });
  return () => keys;
}

test('an agent funds the wallet by card on the gateway’s page: a double click is one payment, and back on the payment’s page the new balance', async ({
  page,
  request,
  demo,
  fundWallet,
}) => {
  const sent = countFundings(page);
  // A slow answer, so the second click lands while the first top-up is out.
  await page.route('**/v1/graphql', async (route) => {
    if (route.request().method() === 'POST' && route.request().postDataJSON()?.operationName === 'FundWallet') await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fallback();
  });
  const before = await walletOf(request, demo);

  await fundWallet.openForm();
  await expect(fundWallet.form.getByLabel(/card number|cvv|expiry/i)).toHaveCount(0);
  await fundWallet.amount.fill('5,000');
  await fundWallet.submit.dblclick();
  await new PaystackCheckoutPage(page).payByCard(PAYSTACK_TEST_CARD);

  await expect(page).toHaveURL(/\/account\/payments\/[0-9a-f-]+/);
  await expect(page.getByText('Payment received. Your wallet is topped up.')).toBeVisible();
  expect(sent()).toHaveLength(1);
  const after = await walletOf(request, demo);
  expect(after.fundingEntries).toBe(before.fundingEntries + 1);
  expect(after.fundingPayments).toBe(before.fundingPayments + 1);
  expect(after.balanceKobo).toBe(before.balanceKobo + 500_000);
  expect(after.latest).toMatchObject({ amount_kobo: 500_000, payment: { status: 'SUCCEEDED', method: 'CARD', amount_kobo: 500_000, card_last4: '4081' } });
  await expect(page.getByText(formatMoney(after.balanceKobo), { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Back to wallet' }).click();
  await expect(new WalletPage(page).balance).toContainText(formatMoney(after.balanceKobo));
  // No card data anywhere in local storage, and the top-up is forgotten once settled.
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(stored).not.toMatch(/4084\s?0840\s?8408\s?4081/);
  await expect(page.getByRole('link', { name: 'See where it stands' })).toHaveCount(0);
});

test('an agent funds the wallet by transfer to their own account: shown large, and each transfer credits once', async ({ page, request, demo }) => {
  const before = await walletOf(request, demo);
  await new WalletPage(page).open();
  await page.getByRole('button', { name: 'Get my account number' }).click();
  const accountNumber = page.locator('dt', { hasText: 'Account number' }).locator('xpath=following-sibling::dd[1]').locator('span').first();
  await expect(accountNumber).toHaveText(/^\d{10}$/, { timeout: 30_000 });
  await expect(page.getByText('Any transfer to this account tops up your wallet.')).toBeVisible();
  const number = ((await accountNumber.textContent()) ?? '').trim();

  await transferTo(request, number, 250_000);
  await expect.poll(async () => (await walletOf(request, demo)).balanceKobo, { timeout: 20_000 }).toBe(before.balanceKobo + 250_000);
  const after = await walletOf(request, demo);
  expect(after.fundingEntries).toBe(before.fundingEntries + 1);
  expect(after.latest).toMatchObject({ amount_kobo: 250_000, payment: { status: 'SUCCEEDED', amount_kobo: 250_000 } });

  // A later visit shows the same account without a press.
  await page.reload();
  await expect(accountNumber).toHaveText(number);
});

test('the form fits a 360 px phone without sideways scrolling, its message included', async ({ page, demo, fundWallet }) => {
  void demo;
  await fundWallet.openForm();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await fundWallet.amount.fill('500');
  await fundWallet.submit.click();
  await expect(fundWallet.form.getByText('Fund the wallet with ₦1,000 to ₦1,000,000 at a time')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  const box = await fundWallet.amount.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
});
