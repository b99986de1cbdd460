import type { Locator, Page } from '@playwright/test';

/** /account/customers and /account/customers/[id]: finding a customer, their devices, adding one. */
export class CustomersPage {
  readonly heading: Locator;
  readonly searchBox: Locator;
  readonly searchButton: Locator;
  /** One list item per customer on the page shown. */
  readonly rows: Locator;
  readonly pageStatus: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly noMatch: Locator;
  readonly notFound: Locator;
  readonly backToCustomers: Locator;
  readonly devices: Locator;
  readonly addDeviceButton: Locator;
  readonly addDeviceForm: Locator;
  /** What "Add device" said when it worked. */
  readonly addedMessage: Locator;
  /** Error messages on the screen (Next's route announcer, also an alert, is outside <main>). */
  readonly errors: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.searchBox = page.getByRole('searchbox', { name: 'Search customers' });
    this.searchButton = page.getByRole('button', { name: 'Search', exact: true });
    this.rows = page.getByRole('list', { name: 'Customers' }).getByRole('listitem');
    this.pageStatus = page.getByText(/^Page \d+ of \d+$/);
    this.next = page.getByRole('link', { name: 'Next' });
    this.previous = page.getByRole('link', { name: 'Previous' });
    this.noMatch = page.getByRole('heading', { name: 'No customers match your search' });
    this.notFound = page.getByRole('heading', { level: 1, name: 'Customer not found' });
    this.backToCustomers = page.getByRole('link', { name: 'Back to customers' });
    this.devices = page.getByRole('list', { name: 'Devices' }).getByRole('listitem');
    this.addDeviceButton = page.getByRole('button', { name: 'Add device' });
    this.addDeviceForm = page.getByRole('form', { name: 'Add device' });
    this.addedMessage = page.getByRole('status').filter({ hasText: 'was added.' });
    this.errors = page.getByRole('main').getByRole('alert');
  }

  async open(query = '') {
    await this.page.goto(`/account/customers${query}`);
  }

  async openCustomer(id: string) {
    await this.page.goto(`/account/customers/${id}`);
  }

  /** Types a search and submits it with Enter, as an agent at the counter would. */
  async search(text: string) {
    await this.searchBox.fill(text);
    await this.searchBox.press('Enter');
  }

  /** The row's link to a customer's page. */
  customerLink(id: string): Locator {
    return this.page.locator(`a[href="/account/customers/${id}"]`);
  }

  /** The ids the rows on screen link to, in order. */
  async rowIds(): Promise<string[]> {
    const hrefs = await this.rows.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    return hrefs.map((href) => href.replace('/account/customers/', ''));
  }

  /** The value next to a label in the customer's personal details. */
  personal(label: string): Locator {
    return this.page.getByRole('region', { name: 'Personal details' }).locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  device(name: string): Locator {
    return this.page.getByRole('listitem', { name, exact: true });
  }

  field(label: string): Locator {
    return this.addDeviceForm.getByLabel(label, { exact: true });
  }

  async addDevice(values: { imei: string; brand: string; model: string; price: string; purchaseDate: string }) {
    await this.addDeviceButton.click();
    await this.field('IMEI').fill(values.imei);
    await this.field('Brand').fill(values.brand);
    await this.field('Model').fill(values.model);
    await this.field('Purchase price (₦)').fill(values.price);
    await this.field('Purchase date').fill(values.purchaseDate);
    await this.addDeviceForm.getByRole('button', { name: 'Add device' }).click();
  }
}
