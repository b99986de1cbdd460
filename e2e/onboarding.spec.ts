import type { Page } from '@playwright/test';
import { formatDate } from '../lib/format/date';
import { addMonths, lagosToday, PURCHASE_DATE_MESSAGES } from '../lib/validation/dates';
import { IMEI_MESSAGES } from '../lib/validation/imei';
import { NAME_MESSAGES } from '../lib/validation/names';
import { freshImei, freshPhone, randomDigits } from './support/customers';
import { DEMO_AGENT, dataServiceUrl, graphql, loginAs, NEEDS_DATA_SERVICE } from './support/dataService';
import { expect, test as base } from './support/fixtures';
import { AccountShell } from './pages/AccountShell';
import type { DashboardPage } from './pages/DashboardPage';
import { OnboardingPage, type OnboardingEntry } from './pages/OnboardingPage';
import type { SignInPage } from './pages/SignInPage';

const test = base.extend<{ onboardingPage: OnboardingPage }>({
  onboardingPage: async ({ page }, provide) => provide(new OnboardingPage(page)),
});

test.skip(!dataServiceUrl, NEEDS_DATA_SERVICE);

const today = lagosToday();
const digits = randomDigits;

function newCustomer(overrides: Partial<OnboardingEntry> = {}): OnboardingEntry {
  return {
    firstName: 'Ngozi',
    lastName: "O'Brien",
    phone: freshPhone(),
    email: `ngozi.${digits(6)}@example.com`,
    gender: 'FEMALE',
    dateOfBirth: '1990-05-17',
    // Markup and quotes go where the rules let them (names take letters, spaces, ' and - only).
    address: '<script>alert(1)</script> "Ade" House, 12 Allen Avenue',
    state: 'Lagos',
    idTypeLabel: 'International Passport',
    idNumber: `A${digits(8)}`,
    imei: freshImei(),
    imei2: '',
    deviceBrand: 'Tecno',
    deviceModel: 'Camon 20 Pro',
    purchasePrice: '185000',
    purchaseDate: addMonths(today, -2),
    ...overrides,
  };
}

const toE164 = (phone: string) => `+234${phone.slice(1)}`;

interface StoredCustomer {
  id: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string | null;
  gender: string;
  date_of_birth: string;
  address: string;
  state: string;
  id_type: string;
  devices: { id: string; imei: string; imei2: string | null; brand: string; model: string; purchase_price_kobo: number; purchase_date: string }[];
}

/** The customer with this phone as the demo agent's data service answers, or undefined. */
async function customerByPhone(request: Parameters<typeof loginAs>[0], partnerCode: string, phone: string): Promise<StoredCustomer | undefined> {
  const session = await loginAs(request, partnerCode, DEMO_AGENT.phone, DEMO_AGENT.password);
  const data = await graphql<{ customer: StoredCustomer[] }>(
    request,
    `query ($phone: String!) {
      customer(where: { phone: { _eq: $phone } }) {
        id first_name last_name phone email gender date_of_birth address state id_type
        devices { id imei imei2 brand model purchase_price_kobo purchase_date }
      }
    }`,
    { phone },
    session.token,
  );
  return data.customer[0];
}

/** Fails the test if any page script ever opens a dialog (an injected `alert(1)` would). */
function forbidDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function signIn({ signInPage, dashboardPage }: { signInPage: SignInPage; dashboardPage: DashboardPage }) {
  await signInPage.open();
  await signInPage.signIn(DEMO_AGENT.phone, DEMO_AGENT.password);
  await dashboardPage.greeting.waitFor();
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('an agent onboards a customer across a reload and a browser restart, losing nothing', async ({
    page,
    browser,
    baseURL,
    brand,
    request,
    signInPage,
    dashboardPage,
    onboardingPage,
  }) => {
    test.setTimeout(120_000);
    const customer = newCustomer();
    const dialogs = forbidDialogs(page);
    await signIn({ signInPage, dashboardPage });
    await dashboardPage.onboardCustomer.click();
    await onboardingPage.atStep('Personal details');
    await expect(onboardingPage.currentStep).toContainText('Personal details');
    await expectNoSidewaysScroll(page);

    // Step 1: markup is not a name.
    await onboardingPage.fillPersonal({ ...customer, firstName: '<script>alert(1)</script>' });
    await onboardingPage.next.click();
    await expect(onboardingPage.firstName).toHaveAttribute('aria-invalid', 'true');
    expect(await onboardingPage.fieldError(onboardingPage.firstName)).toBe(NAME_MESSAGES.characters);
    await onboardingPage.firstName.fill(customer.firstName);
    await onboardingPage.next.click();

    // Step 2, then a reload.
    await onboardingPage.atStep('Identification');
    await expect(onboardingPage.currentStep).toContainText('Identification');
    await onboardingPage.fillIdentification(customer);
    await onboardingPage.next.click();
    await onboardingPage.atStep('Device');
    await page.reload();
    await onboardingPage.atStep('Device');
    await onboardingPage.back.click();
    await onboardingPage.atStep('Identification');
    await expect(onboardingPage.idType).toHaveValue('PASSPORT');
    await expect(onboardingPage.idNumber).toHaveValue(customer.idNumber);
    await onboardingPage.back.click();
    await onboardingPage.atStep('Personal details');
    await expect(onboardingPage.firstName).toHaveValue(customer.firstName);
    await expect(onboardingPage.lastName).toHaveValue(customer.lastName);
    await expect(onboardingPage.phone).toHaveValue(customer.phone);
    await expect(onboardingPage.email).toHaveValue(customer.email);
    await expect(onboardingPage.gender).toHaveValue(customer.gender);
    await expect(onboardingPage.dateOfBirth).toHaveValue(customer.dateOfBirth);
    await expect(onboardingPage.address).toHaveValue(customer.address);
    await expect(onboardingPage.state).toHaveValue(customer.state);
    await onboardingPage.next.click();
    await onboardingPage.next.click();

    // Step 3: what is typed before "Next" survives a reload too.
    await onboardingPage.atStep('Device');
    await expectNoSidewaysScroll(page);
    await onboardingPage.imei.fill(customer.imei);
    await onboardingPage.deviceBrand.fill(customer.deviceBrand);
    await page.reload();
    await onboardingPage.atStep('Device');
    await expect(onboardingPage.imei).toHaveValue(customer.imei);
    await expect(onboardingPage.deviceBrand).toHaveValue(customer.deviceBrand);
    await onboardingPage.fillDevice(customer);
    await onboardingPage.next.click();
    await onboardingPage.atStep('Review & submit');

    // The browser is closed and opened again: a new context with the saved cookies and local storage.
    const saved = await page.context().storageState();
    await page.context().close();
    const restarted = await browser.newContext({ storageState: saved, baseURL, viewport: { width: 360, height: 740 } });
    const again = await restarted.newPage();
    dialogs.push(...forbidDialogs(again));
    const resumed = new OnboardingPage(again);
    await resumed.open();
    await resumed.atStep('Review & submit');
    await expect(resumed.currentStep).toContainText('Review & submit');
    await expectNoSidewaysScroll(again);

    const personal = resumed.reviewSection('Personal details');
    for (const text of [customer.firstName, customer.lastName, toE164(customer.phone), customer.email, 'FEMALE', formatDate(customer.dateOfBirth), customer.address, 'Lagos']) {
      await expect(personal.getByText(text, { exact: true })).toBeVisible();
    }
    const identification = resumed.reviewSection('Identification');
    await expect(identification.getByText('International Passport', { exact: true })).toBeVisible();
    await expect(identification.getByText(customer.idNumber, { exact: true })).toBeVisible();
    const device = resumed.reviewSection('Device');
    for (const text of [customer.imei, customer.deviceBrand, customer.deviceModel, '₦185,000', formatDate(customer.purchaseDate)]) {
      await expect(device.getByText(text, { exact: true })).toBeVisible();
    }

    // An edit link goes to its step and back through the steps.
    await resumed.edit('Identification').click();
    await resumed.atStep('Identification');
    await expect(resumed.idNumber).toHaveValue(customer.idNumber);
    await resumed.next.click();
    await resumed.next.click();
    await resumed.atStep('Review & submit');

    await resumed.submit.click();
    await resumed.successHeading.waitFor();
    await expect(again.getByText(`${customer.firstName} ${customer.lastName}`, { exact: true })).toBeVisible();
    await expect(again.getByText(`${customer.deviceBrand} ${customer.deviceModel}`, { exact: true })).toBeVisible();
    await expect(again.getByText(customer.imei, { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(again);
    expect(await resumed.storedDraft()).not.toContain(customer.phone.slice(1));

    // The database has the customer and the device exactly as entered: markup and quotes as plain text.
    const stored = await customerByPhone(request, brand.partnerCode, toE164(customer.phone));
    expect(stored).toMatchObject({
      first_name: customer.firstName,
      last_name: "O'Brien",
      phone: toE164(customer.phone),
      email: customer.email,
      gender: 'FEMALE',
      date_of_birth: customer.dateOfBirth,
      address: '<script>alert(1)</script> "Ade" House, 12 Allen Avenue',
      state: 'Lagos',
      id_type: 'PASSPORT',
    });
    expect(stored?.devices).toEqual([
      expect.objectContaining({
        imei: customer.imei,
        imei2: null,
        brand: customer.deviceBrand,
        model: customer.deviceModel,
        purchase_price_kobo: 18_500_000,
        purchase_date: customer.purchaseDate,
      }),
    ]);
    const device0 = stored!.devices[0];
    await expect(resumed.viewCustomerLink).toHaveAttribute('href', `/account/customers/${stored!.id}`);
    await expect(resumed.buyPlanLink).toHaveAttribute('href', `/account/buy-plan?customer=${stored!.id}&device=${device0.id}`);

    // "Buy a plan" opens the sale with the customer and device settled: the plan comes next.
    await resumed.buyPlanLink.click();
    await expect(again).toHaveURL(/\/account\/buy-plan$/);
    await expect(again.getByRole('heading', { level: 2 })).toHaveText('Plan');

    // A new draft is forgotten on logout (customer PII on a shared computer).
    await resumed.open();
    await resumed.atStep('Personal details');
    await resumed.firstName.fill('Chidi');
    await expect.poll(() => resumed.storedDraft()).toContain('Chidi');
    await new AccountShell(again).logOut();
    await expect(again).toHaveURL(/\/auth$/);
    expect(await resumed.storedDraft()).toBeNull();
    expect(dialogs).toEqual([]);
    await restarted.close();
  });
});

test.describe('on a laptop', () => {
  test('an IMEI failing its check digit is named, and a device bought long ago is registered without a plan offer', async ({
    page,
    brand,
    request,
    signInPage,
    dashboardPage,
    onboardingPage,
  }) => {
    const goodImei = freshImei();
    const badImei = `${goodImei.slice(0, 14)}${(Number(goodImei[14]) + 1) % 10}`;
    const customer = newCustomer({ imei: badImei, purchaseDate: addMonths(today, -24) });
    await signIn({ signInPage, dashboardPage });
    await onboardingPage.open();
    await onboardingPage.fillPersonal(customer);
    await onboardingPage.next.click();
    await onboardingPage.fillIdentification(customer);
    await onboardingPage.next.click();
    await onboardingPage.atStep('Device');
    await onboardingPage.fillDevice(customer);
    await onboardingPage.next.click();

    await expect(onboardingPage.imei).toHaveAttribute('aria-invalid', 'true');
    expect(await onboardingPage.fieldError(onboardingPage.imei)).toBe(IMEI_MESSAGES.checkDigit);
    await expect(onboardingPage.imei).toBeFocused();
    await onboardingPage.imei.fill(goodImei);
    await onboardingPage.next.click();
    await onboardingPage.atStep('Review & submit');
    await onboardingPage.submit.click();

    await onboardingPage.successHeading.waitFor();
    await expect(onboardingPage.noPlanNotice).toContainText(PURCHASE_DATE_MESSAGES.outsidePlanWindow);
    await expect(onboardingPage.buyPlanLink).toHaveCount(0);
    const stored = await customerByPhone(request, brand.partnerCode, toE164(customer.phone));
    expect(stored?.devices.map((d) => d.imei)).toEqual([goodImei]);
    expect(await onboardingPage.storedDraft()).not.toContain(goodImei);
    await expect(page.getByText(goodImei, { exact: true })).toBeVisible();
  });

  test('an IMEI already registered links to its customer and keeps every value', async ({
    page,
    brand,
    request,
    signInPage,
    dashboardPage,
    onboardingPage,
  }) => {
    const session = await loginAs(request, brand.partnerCode, DEMO_AGENT.phone, DEMO_AGENT.password);
    const { device } = await graphql<{ device: { imei: string; customer_id: string }[] }>(
      request,
      `query ($agent: uuid!) { device(limit: 1, order_by: { created_at: asc }, where: { agent_id: { _eq: $agent } }) { imei customer_id } }`,
      { agent: session.agent_id },
      session.token,
    );
    expect(device).toHaveLength(1);
    const customer = newCustomer({ imei: device[0].imei });

    await signIn({ signInPage, dashboardPage });
    await onboardingPage.open();
    await onboardingPage.fillPersonal(customer);
    await onboardingPage.next.click();
    await onboardingPage.fillIdentification(customer);
    await onboardingPage.next.click();
    await onboardingPage.fillDevice(customer);
    await onboardingPage.next.click();
    await onboardingPage.atStep('Review & submit');
    await onboardingPage.submit.click();

    await expect(onboardingPage.error).toContainText('This IMEI is already registered to one of your customers');
    await expect(onboardingPage.existingCustomerLink).toHaveAttribute('href', `/account/customers/${device[0].customer_id}`);
    await onboardingPage.atStep('Device');
    await expect(onboardingPage.imei).toBeFocused();
    await expect(onboardingPage.imei).toHaveValue(customer.imei);
    await expect(onboardingPage.deviceModel).toHaveValue(customer.deviceModel);
    expect(await customerByPhone(request, brand.partnerCode, toE164(customer.phone))).toBeUndefined();

    await onboardingPage.existingCustomerLink.click();
    await expect(page).toHaveURL(new RegExp(`/account/customers/${device[0].customer_id}$`));
  });
});
