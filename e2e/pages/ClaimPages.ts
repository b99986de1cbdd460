import { expect, type Locator, type Page } from '@playwright/test';

/** /account/warranty/new?order=…: the claim on one order. */
export class NewClaimPage {
  readonly form: Locator;
  readonly orderBox: Locator;
  readonly incidentDate: Locator;
  readonly description: Locator;
  readonly policeReport: Locator;
  readonly fileClaim: Locator;
  readonly excess: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'The claim' });
    this.orderBox = page.getByRole('region', { name: 'Order', exact: true });
    this.incidentDate = this.form.getByLabel('Date of the incident');
    this.description = this.form.getByLabel('Describe what happened');
    this.policeReport = this.form.getByLabel('Police report number');
    this.fileClaim = this.form.getByRole('button', { name: /File claim|Filing the claim/ });
    this.excess = this.form.getByText(/^Excess for this claim: /);
  }

  async open(orderId: string) {
    return this.page.goto(`/account/warranty/new?order=${orderId}`);
  }

  /** A field's error message, found the way assistive technology finds it (its `aria-errormessage`). */
  async problemOf(field: Locator): Promise<Locator> {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const id = await field.getAttribute('aria-errormessage');
    return this.page.locator(`[id="${id}"]`);
  }

  /** The claim types offered, in the words of the screen ("Screen damage", "Theft"…). */
  claimType(label: string): Locator {
    return this.form.getByRole('radio', { name: new RegExp(`^${label}`) });
  }

  /** Fills the claim in; without a type, the first the plan covers. */
  async fill(values: { type?: string; incidentDate: string; description: string; policeReport?: string }) {
    await (values.type === undefined ? this.form.getByRole('radio').first() : this.claimType(values.type)).check();
    await this.incidentDate.fill(values.incidentDate);
    await this.description.fill(values.description);
    if (values.policeReport !== undefined) await this.policeReport.fill(values.policeReport);
  }
}

/** /account/warranty/[id]: one claim and its timeline. */
export class ClaimPage {
  readonly heading: Locator;
  readonly timeline: Locator;
  readonly notFound: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.timeline = page.getByRole('list', { name: 'Status changes, oldest first' }).getByRole('listitem');
    this.notFound = page.getByRole('heading', { level: 1, name: 'Claim not found' });
  }

  async open(claimId: string) {
    return this.page.goto(`/account/warranty/${claimId}`);
  }

  /** The value next to a label. */
  detail(label: string): Locator {
    return this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }
}
