import type { Locator, Page } from '@playwright/test';

/** /account/orders/[id]: one sale, its payments, its instalments and the way to its card. */
export class OrderPage {
  readonly heading: Locator;
  readonly allOrders: Locator;
  readonly cardLink: Locator;
  readonly payments: Locator;
  readonly noPayment: Locator;
  readonly instalmentsHeading: Locator;
  readonly instalments: Locator;
  readonly notFound: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.allOrders = page.getByRole('link', { name: 'All orders' });
    this.cardLink = page.getByRole('link', { name: 'View protection card' });
    this.payments = page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
    this.noPayment = page.getByText('No payment yet.');
    this.instalmentsHeading = page.getByRole('heading', { level: 2, name: 'Instalments' });
    this.instalments = page.getByRole('list', { name: 'Instalments' }).getByRole('listitem');
    this.notFound = page.getByRole('heading', { level: 1, name: 'Order not found' });
  }

  async open(orderId: string) {
    return this.page.goto(`/account/orders/${orderId}`);
  }

  /** The value next to a label. */
  detail(label: string): Locator {
    return this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }
}
