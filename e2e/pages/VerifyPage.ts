import type { Locator, Page } from '@playwright/test';

/** /verify and /verify/[code]: anyone checking whether a protection card is valid. */
export class VerifyPage {
  readonly verdict: Locator;
  readonly heading: Locator;
  readonly policyNumber: Locator;
  readonly imeiLast4: Locator;
  readonly checkCard: Locator;
  readonly policyNumberInstead: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.verdict = page.getByRole('heading', { level: 1, name: /^(Valid|Not valid)$/ });
    this.policyNumber = page.getByLabel('Policy number', { exact: true });
    this.imeiLast4 = page.getByLabel('Last 4 digits of the IMEI', { exact: true });
    this.checkCard = page.getByRole('button', { name: 'Check card' });
    this.policyNumberInstead = page.getByRole('link', { name: 'Have a policy number instead?' });
  }

  async openCode(code: string) {
    return this.page.goto(`/verify/${code}`);
  }

  async openPolicyCheck(policy: string, imei: string) {
    return this.page.goto(`/verify?${new URLSearchParams({ policy, imei }).toString()}`);
  }

  async check(policy: string, imei: string) {
    await this.policyNumber.fill(policy);
    await this.imeiLast4.fill(imei);
    await this.checkCard.click();
  }

  /** The value next to a label in the card's details. */
  detail(label: string): Locator {
    return this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }
}
