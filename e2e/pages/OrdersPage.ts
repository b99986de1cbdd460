import type { Locator, Page } from '@playwright/test';

/** /account/orders: finding an order by search, status, date and amount. */
export class OrdersPage {
  readonly heading: Locator;
  readonly searchBox: Locator;
  /** One list item per order on the page shown. */
  readonly rows: Locator;
  readonly pageStatus: Locator;
  readonly next: Locator;
  readonly sort: Locator;
  /** The disclosure that opens the status and date filters. */
  readonly filtersToggle: Locator;
  readonly filterForm: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.searchBox = page.getByRole('searchbox', { name: 'Search orders' });
    this.rows = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
    this.pageStatus = page.getByText(/^Page \d+ of \d+$/);
    this.next = page.getByRole('link', { name: 'Next' });
    this.sort = page.getByRole('combobox', { name: 'Sort by' });
    this.filtersToggle = page.getByText('Filter by status and date');
    this.filterForm = page.getByRole('form', { name: 'Filter orders' });
  }

  async open(query = '') {
    return this.page.goto(`/account/orders${query}`);
  }

  async search(text: string) {
    await this.searchBox.fill(text);
    await this.searchBox.press('Enter');
  }

  /** Ticks exactly these statuses (by their labels) and sets the date range, then applies them. */
  async filter({ statuses, from, to }: { statuses: string[]; from: string; to: string }) {
    if (!(await this.filterForm.isVisible())) await this.filtersToggle.click();
    for (const box of await this.filterForm.getByRole('checkbox').all()) {
      const label = (await box.locator('xpath=..').textContent())?.trim() ?? '';
      await box.setChecked(statuses.includes(label));
    }
    await this.filterForm.getByLabel('From').fill(from);
    await this.filterForm.getByLabel('To').fill(to);
    await this.filterForm.getByRole('button', { name: 'Apply filters' }).click();
  }

  /** The references of the rows on screen, in order (each row's link is its reference). */
  async rowReferences(): Promise<string[]> {
    return this.rows.getByRole('link').allTextContents();
  }
}
