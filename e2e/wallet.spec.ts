import type { Page } from '@playwright/test';
import { formatMoney } from '../lib/format/money';
import { WalletPage } from './pages/WalletPage';
import { dataServiceUrl, graphql, NEEDS_DATA_SERVICE } from './support/dataService';
import { expect, test as base } from './support/fixtures';

/** Lines per page of the ledger (LEDGER_PAGE_SIZE in components/wallet/ledgerList.ts). */
const LEDGER_PAGE = 10;

// An agent reconciling the wallet at the end of the day: every line, and the balance after each.

const test = base.extend<{ walletPage: WalletPage }>({
  walletPage: async ({ page }, provide) => provide(new WalletPage(page)),
});

test.skip(!dataServiceUrl, NEEDS_DATA_SERVICE);

interface DbLine {
  seq: number;
  kind: string;
  amount_kobo: number;
  balance_after_kobo: number;
}

const signed = (kobo: number) => `${kobo < 0 ? '−' : '+'}${formatMoney(Math.abs(kobo))}`;
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the balance after each ledger line equals the sum of the lines up to it, and the balance is the last', async ({ walletPage, demo, request }) => {
  // The newest two pages' lines, and the sum of them all (one list answers at most 100 lines, and the demo
  // agent's ledger grows past that as the suite sells): each line's balance is the sum less what came after it.
  const data = await graphql<{
    newest: DbLine[];
    all: { aggregate: { count: number; sum: { amount_kobo: number } } };
    agent: { wallet_balance_kobo: number }[];
  }>(
    request,
    `{
      newest: wallet_transaction(order_by: [{ seq: desc }], limit: ${2 * LEDGER_PAGE}) { seq kind amount_kobo balance_after_kobo }
      all: wallet_transaction_aggregate { aggregate { count sum { amount_kobo } } }
      agent { wallet_balance_kobo }
    }`,
    {},
    demo.token,
  );
  const { count, sum } = data.all.aggregate;
  expect(count).toBeGreaterThan(2 * LEDGER_PAGE);
  let after = sum.amount_kobo;
  const expected = data.newest.map((line) => {
    const shown = { amount: signed(line.amount_kobo), balanceAfter: formatMoney(after) };
    after -= line.amount_kobo;
    return shown;
  });

  await walletPage.open();
  await expect(walletPage.heading).toHaveText('Wallet');
  await expect(walletPage.balance).toContainText(formatMoney(data.agent[0].wallet_balance_kobo));
  expect(data.agent[0].wallet_balance_kobo).toBe(sum.amount_kobo);
  expect(await walletPage.shownLines()).toEqual(expected.slice(0, LEDGER_PAGE));

  await walletPage.page.getByRole('link', { name: 'Next' }).click();
  await expect(walletPage.pageStatus).toHaveText(`Page 2 of ${Math.ceil(count / LEDGER_PAGE)}`);
  await expect.poll(() => walletPage.shownLines()).toEqual(expected.slice(LEDGER_PAGE, 2 * LEDGER_PAGE));
});

test('a kind filter is in the URL, survives a reload and matches the database', async ({ walletPage, demo, page, request }) => {
  const data = await graphql<{ wallet_transaction: DbLine[] }>(
    request,
    '{ wallet_transaction(where: { kind: { _eq: "COMMISSION" } }, order_by: [{ seq: desc }]) { seq kind amount_kobo balance_after_kobo } }',
    {},
    demo.token,
  );
  await walletPage.open();
  await walletPage.filtersToggle.click();
  await walletPage.filterForm.getByRole('checkbox', { name: 'Commission' }).check();
  await walletPage.filterForm.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/kind=COMMISSION/);
  await page.reload();
  await expect(page.getByText('Showing: Commission')).toBeVisible();
  await expect(walletPage.lines).toHaveCount(Math.min(LEDGER_PAGE, data.wallet_transaction.length));
  expect((await walletPage.shownLines()).map((line) => line.amount)).toEqual(data.wallet_transaction.slice(0, LEDGER_PAGE).map((line) => signed(line.amount_kobo)));
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the wallet and its ledger fit the screen', async ({ walletPage, demo, page }) => {
    void demo;
    await walletPage.open();
    await expect(walletPage.lines.first()).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
