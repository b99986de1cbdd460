import { expect, type Locator, type Page } from '@playwright/test';
import { PAYSTACK_STAND_IN_URL } from '../support/paystackStandIn';

/** The payment gateway's hosted checkout page (the Paystack stand-in's): where the customer types the card. */
export class PaystackCheckoutPage {
  readonly heading: Locator;
  readonly card: Locator;
  readonly cardNumber: Locator;
  readonly pay: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.card = page.getByRole('radio', { name: /^Card/ });
    this.cardNumber = page.getByRole('textbox', { name: 'Card number' });
    this.pay = page.getByRole('button', { name: /^Pay ₦/ });
    this.cancel = page.getByRole('button', { name: 'Cancel payment' });
  }

  async isOpen() {
    await expect(this.page).toHaveURL(new RegExp(`^${PAYSTACK_STAND_IN_URL.replace(/[.]/g, '\\.')}/checkout/`));
  }

  /** Types the card and picks the bank's answer ("Approved", "Declined by the bank", …), then pays. */
  async payByCard(number: string, answer: 'Approved' | 'Declined by the bank' | 'Insufficient funds' = 'Approved') {
    await this.isOpen();
    if (await this.card.count()) await this.card.check();
    await this.cardNumber.fill(number);
    await this.page.getByRole('radio', { name: answer }).check();
    await this.pay.click();
  }
}
