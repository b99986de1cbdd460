import { expect, type Locator, type Page } from '@playwright/test';

export type BuyPlanStepTitle = 'Customer & device' | 'Plan' | 'Photos of the phone' | 'Payment';

/**
 * /account/buy-plan: the sale's steps (customer & device, plan, photos of the phone — none for a renewal —,
 * payment, done). The photos are taken with e2e/support/inspectionPhotos.ts.
 */
export class BuyPlanPage {
  readonly stepHeading: Locator;
  readonly next: Locator;
  readonly back: Locator;
  readonly search: Locator;
  readonly searchButton: Locator;
  readonly prepaid: Locator;
  readonly postpaid: Locator;
  readonly wallet: Locator;
  /** The customer pays on the gateway's checkout page. */
  readonly card: Locator;
  readonly transfer: Locator;
  readonly ussd: Locator;
  readonly pay: Locator;
  /** A gateway payment waited on: its heading ("Waiting for the bank transfer"…), "Check now", "Open the payment page again". */
  readonly waitingHeading: Locator;
  readonly checkNow: Locator;
  readonly openPaymentPageAgain: Locator;
  readonly payAnotherWay: Locator;
  /** The step's message of a refused payment or a problem with a link. */
  readonly alert: Locator;
  readonly offlineNotice: Locator;
  readonly tryAgain: Locator;
  readonly doneHeading: Locator;
  /** The sale as recorded: reference, policy number, dates, amounts. */
  readonly sale: Locator;
  readonly viewCard: Locator;
  readonly printCard: Locator;
  readonly share: Locator;
  readonly sellAnother: Locator;
  /** In a renewal, the plan step's notice: the plan renewed, and when the new cover runs. */
  readonly renewal: Locator;
  /** The payment step's read-back of the sale. */
  readonly saleSummary: Locator;

  constructor(readonly page: Page) {
    this.stepHeading = page.getByRole('heading', { level: 2 }).and(page.locator('#buy-plan-step-heading'));
    this.next = page.getByRole('button', { name: 'Next', exact: true });
    this.back = page.getByRole('button', { name: 'Back', exact: true });
    this.search = page.getByLabel('Search your customers');
    this.searchButton = page.getByRole('button', { name: 'Search', exact: true });
    this.prepaid = page.getByRole('radio', { name: 'Pay once (prepaid)' });
    this.postpaid = page.getByRole('radio', { name: 'Pay monthly (postpaid)' });
    this.wallet = page.getByRole('radio', { name: 'Agent wallet' });
    this.card = page.getByRole('radio', { name: /^Card/ });
    this.transfer = page.getByRole('radio', { name: /^Bank transfer/ });
    this.ussd = page.getByRole('radio', { name: /^USSD/ });
    this.pay = page.getByRole('button', { name: /^Pay/ });
    this.waitingHeading = page.getByRole('heading', { name: /^Waiting for the / });
    this.checkNow = page.getByRole('button', { name: 'Check now' });
    this.openPaymentPageAgain = page.getByRole('link', { name: 'Open the payment page again' });
    this.payAnotherWay = page.getByRole('button', { name: 'Pay another way' });
    this.alert = page.getByRole('main').getByRole('alert').filter({ hasText: /\S/ });
    this.offlineNotice = page.getByText('You are offline. Everything entered here is kept');
    this.tryAgain = page.getByRole('button', { name: /Try again|Waiting for the connection/ });
    this.doneHeading = page.getByRole('heading', { level: 1, name: 'Plan sold' });
    this.sale = page.getByRole('region', { name: 'Sale' });
    this.viewCard = page.getByRole('link', { name: 'View card' });
    this.printCard = page.getByRole('link', { name: 'Print card' });
    this.share = page.getByRole('button', { name: 'Share' });
    this.sellAnother = page.getByRole('button', { name: 'Sell another' });
    this.renewal = page.getByRole('main').getByRole('status').filter({ hasText: /^Renewal of / });
    this.saleSummary = page.getByRole('region', { name: 'Sale summary' });
  }

  async open(query = '') {
    await this.page.goto(`/account/buy-plan${query}`);
  }

  /** Opens the wizard as the customer page's "Buy a plan" does: customer and device settled. */
  async openFor(customerId: string, deviceId: string) {
    await this.open(`?customer=${customerId}&device=${deviceId}`);
    await this.atStep('Plan');
  }

  async atStep(title: BuyPlanStepTitle) {
    await expect(this.stepHeading).toHaveText(title);
  }

  customer(name: string): Locator {
    return this.page.getByRole('button', { name: `Choose ${name}` });
  }

  device(label: string): Locator {
    return this.page.getByRole('radio', { name: label });
  }

  plan(name: string): Locator {
    return this.page.getByRole('radio', { name: new RegExp(`^${name.replace(/[+]/g, '\\+')} ₦`) });
  }

  /** The plan's choice card: its terms and cover dates. */
  planCard(name: string): Locator {
    return this.page.locator('label').filter({ has: this.plan(name) });
  }

  /** Finds the customer by phone and chooses them and the device. */
  async chooseCustomerAndDevice(phone: string, customerName: string, deviceLabel: string) {
    await this.search.fill(phone);
    await this.searchButton.click();
    await this.customer(customerName).click();
    await this.device(deviceLabel).check();
    await this.next.click();
    await this.atStep('Plan');
  }

  /** Chooses the plan and how it is paid, and goes on: to the photos of the phone, or (a renewal) the payment. */
  async choosePlan(name: string, billing: 'prepaid' | 'postpaid' = 'prepaid', then: BuyPlanStepTitle = 'Photos of the phone') {
    await this.plan(name).check();
    await (billing === 'prepaid' ? this.prepaid : this.postpaid).check();
    await this.next.click();
    await this.atStep(then);
  }

  /** USSD and the customer's bank ("GTBank"). */
  async chooseUssd(bank: string) {
    await this.ussd.check();
    await this.page.getByRole('radio', { name: new RegExp(`^${bank}`) }).check();
  }

  /** A fact read out to the customer on the waiting screen ("Account number", "Dial", "Amount"). */
  waitingFact(label: string): Locator {
    return this.page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  }

  /** A label of the sale summary on the Done screen, e.g. "Policy number". */
  saleValue(label: string): Locator {
    return this.sale.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  }

  /** A label of the payment step's sale summary, e.g. "Renewal of". */
  saleSummaryValue(label: string): Locator {
    return this.saleSummary.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  }

  /** What the buy-plan flow keeps in local storage. */
  storedFlow(): Promise<string | null> {
    return this.page.evaluate(() => window.localStorage.getItem('dc-agent:buy-plan'));
  }
}
