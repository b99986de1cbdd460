import type { Locator, Page } from '@playwright/test';

/** /account/dashboard: where the agent's day stands. */
export class DashboardPage {
  readonly greeting: Locator;
  readonly latestOrders: Locator;
  readonly onboardCustomer: Locator;
  readonly buyPlan: Locator;

  constructor(readonly page: Page) {
    this.greeting = page.getByRole('heading', { level: 1, name: /^Welcome back/ });
    this.latestOrders = page.getByRole('list', { name: 'Latest orders' }).getByRole('listitem');
    this.onboardCustomer = page.getByRole('link', { name: 'Onboard customer' });
    this.buyPlan = page.getByRole('link', { name: 'Buy plan' });
  }

  async open() {
    await this.page.goto('/account/dashboard');
  }

  /** One figure: "Plans sold this month", "Commission this month", "Wallet balance", "Open claims", "Renewals due". */
  stat(label: string): Locator {
    return this.page.getByRole('group', { name: label });
  }

  /** Waits until the figures have arrived (the skeletons have no ₦ amount). */
  async waitForFigures() {
    await this.stat('Wallet balance').getByText(/₦/).waitFor();
  }
}
