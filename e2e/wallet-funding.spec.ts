import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatMoney } from '../lib/format/money';
import { WalletPage } from './pages/WalletPage';
import { dataServiceUrl, graphql, NEEDS_DATA_SERVICE, type AgentSession } from './support/dataService';
import { expect, test as base } from './support/fixtures';

// An agent tops up their own wallet by card from a phone: one press of "Fund wallet" (or two, on a slow
// connection) is one charge and one ledger line; a declined card says why and moves no money.

/** The sandbox gateway's test cards (PRODUCT.md). */
const TEST_CARDS = { succeeds: '4084084084084081', declined: '4000000000000002' } as const;
const DECLINED = 'The card was declined by the bank. Try another card';
/** An expiry safely in the future, as printed on a card. */
const EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** "Fund wallet" on /account/wallet: the button that opens the card form, and the form. */
class FundWalletForm {
  readonly open: Locator;
  readonly form: Locator;
  readonly submit: Locator;
  readonly funded: Locator;
  readonly refusal: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Fund wallet by card' });
    // The page's button: the form takes its place when opened (its submit has the same name).
    this.open = page.getByRole('button', { name: 'Fund wallet', exact: true });
    this.submit = this.form.getByRole('button', { name: /^Fund(ing)? wallet|Funding/ });
    this.funded = this.form.getByRole('status').filter({ hasText: 'added. New balance' });
    this.refusal = this.form.getByRole('alert');
  }

  async openForm() {
    await new WalletPage(this.page).open();
    await expect(this.form).toHaveCount(0);
    await this.open.click();
    await expect(this.form).toBeVisible();
  }

  field(label: 'Amount (₦)' | 'Card number' | 'Expiry (MM/YY)' | 'CVV'): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  async enter(amount: string, cardNumber: string) {
    await this.field('Amount (₦)').fill(amount);
    await this.field('Card number').fill(cardNumber);
    await this.field('Expiry (MM/YY)').fill(EXPIRY);
    await this.field('CVV').fill('123');
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
  latest?: { amount_kobo: number; payment: { reference: string; status: string; amount_kobo: number; card_last4: string } | null };
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
        payment { reference status amount_kobo card_last4 }
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

test('an agent funds the wallet by card: a double click charges once; a declined card says so and moves no money', async ({ page, request, demo, fundWallet }) => {
  const sent = countFundings(page);
  // A slow answer, so the second click lands while the first top-up is out.
  await page.route('**/v1/graphql', async (route) => {
    if (route.request().method() === 'POST' && route.request().postDataJSON()?.operationName === 'FundWallet') await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fallback();
  });
  const before = await walletOf(request, demo);

  await fundWallet.openForm();
  await fundWallet.enter('5,000', TEST_CARDS.succeeds);
  await fundWallet.submit.dblclick();
  await expect(fundWallet.funded).toBeVisible();

  // Exactly one request, one payment and one FUNDING line of ₦5,000; the balance is up by as much.
  expect(sent()).toHaveLength(1);
  const after = await walletOf(request, demo);
  expect(after.fundingEntries).toBe(before.fundingEntries + 1);
  expect(after.fundingPayments).toBe(before.fundingPayments + 1);
  expect(after.balanceKobo).toBe(before.balanceKobo + 500_000);
  expect(after.latest).toMatchObject({ amount_kobo: 500_000, payment: { status: 'SUCCEEDED', amount_kobo: 500_000, card_last4: '4081' } });
  await expect(fundWallet.funded).toContainText(`₦5,000 added. New balance ${formatMoney(after.balanceKobo)}.`);
  await expect(fundWallet.funded).toContainText(`Payment reference ${after.latest?.payment?.reference}`);
  await expect(fundWallet.field('Card number')).toHaveValue('');
  // The page asked the server again: its balance is the new one.
  await expect(new WalletPage(page).balance).toContainText(formatMoney(after.balanceKobo));

  // The card never reaches local storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(stored).not.toMatch(/4084\s?0840\s?8408\s?4081/);

  // A declined card: its own message, the amount kept, no money moved and no FUNDING line.
  await fundWallet.enter('5,000', TEST_CARDS.declined);
  await fundWallet.submit.click();
  await expect(fundWallet.refusal).toContainText(DECLINED);
  await expect(fundWallet.refusal).not.toContainText('pay from the wallet');
  await expect(fundWallet.field('Amount (₦)')).toHaveValue('5,000');
  await expect(fundWallet.field('CVV')).toHaveValue('');
  const declined = await walletOf(request, demo);
  expect(declined.balanceKobo).toBe(after.balanceKobo);
  expect(declined.fundingEntries).toBe(after.fundingEntries);
  expect(sent()).toHaveLength(2);
  // A new payment under a new key (the first one's key was done with).
  expect(new Set(sent()).size).toBe(2);
  const storedAfterDecline = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(storedAfterDecline).not.toMatch(/4000\s?0000\s?0000\s?0002|"123"/);
});

test('the form and its messages fit a 360 px phone without sideways scrolling', async ({ page, demo, fundWallet }) => {
  void demo;
  await fundWallet.openForm();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);

  // With every field's error shown, and an amount out of range.
  await fundWallet.submit.click();
  await expect(fundWallet.form.getByText('Enter the card number')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await fundWallet.field('Amount (₦)').fill('500');
  await fundWallet.submit.click();
  await expect(fundWallet.form.getByText('Fund the wallet with ₦1,000 to ₦1,000,000 at a time')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  for (const label of ['Amount (₦)', 'Card number', 'Expiry (MM/YY)', 'CVV'] as const) {
    const box = await fundWallet.field(label).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  }
});
