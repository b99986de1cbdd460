import type { Locator, Page } from '@playwright/test';

/** /account/wallet: the balance, funding by card and the ledger. */
export class WalletPage {
  readonly heading: Locator;
  readonly balance: Locator;
  readonly commission: Locator;
  /** One list item per ledger line on the page shown. */
  readonly lines: Locator;
  readonly pageStatus: Locator;
  readonly filtersToggle: Locator;
  readonly filterForm: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.balance = page.getByRole('group', { name: 'Balance' });
    this.commission = page.getByRole('group', { name: 'Commission this month' });
    this.lines = page.getByRole('list', { name: 'Ledger' }).getByRole('listitem');
    this.pageStatus = page.getByText(/^Page \d+ of \d+$/);
    this.filtersToggle = page.getByText('Filter by kind and date');
    this.filterForm = page.getByRole('form', { name: 'Filter the ledger' });
  }

  async open(query = '') {
    return this.page.goto(`/account/wallet${query}`);
  }

  /** Each line's signed amount and the balance after it, as shown ("−₦64,750", "₦28,213.8"), newest first. */
  async shownLines(): Promise<{ amount: string; balanceAfter: string }[]> {
    return Promise.all(
      (await this.lines.all()).map(async (line) => {
        const texts = (await line.locator('p, span').allTextContents()).map((text) => text.trim());
        const amount = texts.find((text) => /^[+−]₦/.test(text)) ?? '';
        const balanceAfter = ((await line.locator('p').last().textContent()) ?? '').replace(/^Balance\s*/, '').trim();
        return { amount, balanceAfter };
      }),
    );
  }
}
