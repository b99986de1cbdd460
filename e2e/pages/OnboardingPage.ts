import type { Locator, Page } from '@playwright/test';

/** A customer as the agent types them in, every value as text. */
export interface OnboardingEntry {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  gender: 'MALE' | 'FEMALE';
  dateOfBirth: string;
  address: string;
  state: string;
  /** An option label of the ID type select, e.g. "International Passport". */
  idTypeLabel: string;
  idNumber: string;
  imei: string;
  imei2: string;
  deviceBrand: string;
  deviceModel: string;
  purchasePrice: string;
  purchaseDate: string;
}

export type OnboardingStepTitle = 'Personal details' | 'Identification' | 'Device' | 'Review & submit';

/** /account/onboarding: the four-step customer onboarding wizard and its success screen. */
export class OnboardingPage {
  /** The step indicator's current step (`aria-current="step"`). */
  readonly currentStep: Locator;
  readonly stepHeading: Locator;
  readonly next: Locator;
  readonly back: Locator;
  readonly submit: Locator;
  readonly startOver: Locator;
  /** A failed submit's message (with a link to an existing customer when there is one). */
  readonly error: Locator;
  readonly existingCustomerLink: Locator;
  readonly recoveredNotice: Locator;
  readonly successHeading: Locator;
  readonly buyPlanLink: Locator;
  readonly viewCustomerLink: Locator;
  readonly onboardAnother: Locator;
  readonly noPlanNotice: Locator;

  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly phone: Locator;
  readonly email: Locator;
  readonly gender: Locator;
  readonly dateOfBirth: Locator;
  readonly address: Locator;
  readonly state: Locator;
  readonly idType: Locator;
  readonly idNumber: Locator;
  readonly imei: Locator;
  readonly imei2: Locator;
  readonly deviceBrand: Locator;
  readonly deviceModel: Locator;
  readonly purchasePrice: Locator;
  readonly purchaseDate: Locator;

  constructor(readonly page: Page) {
    this.currentStep = page.getByRole('navigation', { name: 'Onboarding steps' }).locator('[aria-current="step"]');
    this.stepHeading = page.getByRole('heading', { level: 2 }).and(page.locator('#onboarding-step-heading'));
    this.next = page.getByRole('button', { name: 'Next' });
    this.back = page.getByRole('button', { name: 'Back' });
    this.submit = page.getByRole('button', { name: /^Submit/ });
    this.startOver = page.getByRole('button', { name: 'Start over' });
    this.error = page.getByRole('alert').filter({ hasText: /\S/ });
    this.existingCustomerLink = page.getByRole('link', { name: 'Open the existing customer' });
    this.recoveredNotice = page.getByRole('status').filter({ hasText: 'could not be read' });
    this.successHeading = page.getByRole('heading', { level: 1, name: 'Customer onboarded' });
    this.buyPlanLink = page.getByRole('link', { name: 'Buy a plan for this device' });
    this.viewCustomerLink = page.getByRole('link', { name: 'View customer' });
    this.onboardAnother = page.getByRole('button', { name: 'Onboard another customer' });
    this.noPlanNotice = page.getByRole('status').filter({ hasText: 'No plan can be offered for this device.' });

    this.firstName = page.getByLabel('First name', { exact: true });
    this.lastName = page.getByLabel('Last name', { exact: true });
    this.phone = page.getByLabel('Phone number', { exact: true });
    this.email = page.getByLabel(/^Email/);
    this.gender = page.getByLabel('Gender', { exact: true });
    this.dateOfBirth = page.getByLabel('Date of birth', { exact: true });
    this.address = page.getByLabel('Address', { exact: true });
    this.state = page.getByLabel('State', { exact: true });
    this.idType = page.getByLabel('ID type', { exact: true });
    this.idNumber = page.getByLabel('ID number', { exact: true });
    this.imei = page.getByLabel('IMEI', { exact: true });
    this.imei2 = page.getByLabel(/^Second IMEI/);
    this.deviceBrand = page.getByLabel('Brand', { exact: true });
    this.deviceModel = page.getByLabel('Model', { exact: true });
    this.purchasePrice = page.getByLabel('Purchase price (₦)', { exact: true });
    this.purchaseDate = page.getByLabel('Purchase date', { exact: true });
  }

  /** Opens the wizard and waits for its step (the page's heading comes with the server's answer, before it). */
  async open() {
    await this.page.goto('/account/onboarding');
    await this.stepHeading.waitFor();
  }

  /** Waits until `title` is the step on screen. */
  async atStep(title: OnboardingStepTitle) {
    await this.stepHeading.filter({ hasText: title }).waitFor();
  }

  async fillPersonal(entry: OnboardingEntry) {
    await this.firstName.fill(entry.firstName);
    await this.lastName.fill(entry.lastName);
    await this.phone.fill(entry.phone);
    await this.email.fill(entry.email);
    await this.gender.selectOption(entry.gender);
    await this.dateOfBirth.fill(entry.dateOfBirth);
    await this.address.fill(entry.address);
    await this.state.selectOption(entry.state);
  }

  async fillIdentification(entry: OnboardingEntry) {
    await this.idType.selectOption({ label: entry.idTypeLabel });
    await this.idNumber.fill(entry.idNumber);
  }

  async fillDevice(entry: OnboardingEntry) {
    await this.imei.fill(entry.imei);
    await this.imei2.fill(entry.imei2);
    await this.deviceBrand.fill(entry.deviceBrand);
    await this.deviceModel.fill(entry.deviceModel);
    await this.purchasePrice.fill(entry.purchasePrice);
    await this.purchaseDate.fill(entry.purchaseDate);
  }

  /** The review's section for a step ("Personal details", "Identification", "Device"). */
  reviewSection(title: Exclude<OnboardingStepTitle, 'Review & submit'>): Locator {
    return this.page.getByRole('region', { name: title });
  }

  edit(title: Exclude<OnboardingStepTitle, 'Review & submit'>): Locator {
    return this.page.getByRole('button', { name: `Edit ${title}` });
  }

  /** The message shown under a field (its accessible error message). */
  async fieldError(field: Locator): Promise<string | null> {
    const id = await field.getAttribute('aria-errormessage');
    return id ? this.page.locator(`[id="${id}"]`).textContent() : null;
  }

  /** What the flow keeps in local storage (null when nothing is kept). */
  storedDraft(): Promise<string | null> {
    return this.page.evaluate(() => window.localStorage.getItem('dc-agent:onboarding'));
  }
}
