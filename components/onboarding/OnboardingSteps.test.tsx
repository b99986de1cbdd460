import { screen, waitFor } from '@testing-library/react';
import {
  addMonths,
  addDays,
  ADDRESS_MESSAGES,
  DATE_OF_BIRTH_MESSAGES,
  DEVICE_BRAND_MESSAGES,
  DEVICE_MODEL_MESSAGES,
  EMAIL_MESSAGES,
  ID_NUMBER_MESSAGES,
  IMEI_MESSAGES,
  NAME_MESSAGES,
  OPTION_MESSAGES,
  PHONE_MESSAGES,
  PURCHASE_DATE_MESSAGES,
  PURCHASE_PRICE_MESSAGES,
  STATE_MESSAGES,
} from '@/lib/validation';
import {
  DEVICE,
  enter,
  field,
  fill,
  freshPageLoad,
  IDENTIFICATION,
  next,
  PERSONAL,
  pick,
  renderOnboarding,
  stepHeading,
  today,
  validValues,
} from './onboardingTestKit';
import type { OnboardingFormValues } from './onboardingFormValues';

beforeEach(() => freshPageLoad());

async function expectMessage(name: keyof OnboardingFormValues, message: string) {
  await waitFor(() => expect(field(name)).toHaveAccessibleErrorMessage(message));
}

describe('the personal details step', () => {
  it('asks for every required field and stays on the step', async () => {
    const { user } = renderOnboarding();
    expect(await screen.findByRole('heading', { name: 'Personal details', level: 2 })).toBeInTheDocument();
    await next(user);

    await expectMessage('firstName', NAME_MESSAGES.required);
    await expectMessage('lastName', NAME_MESSAGES.required);
    await expectMessage('phone', PHONE_MESSAGES.required);
    await expectMessage('gender', OPTION_MESSAGES.gender);
    await expectMessage('dateOfBirth', DATE_OF_BIRTH_MESSAGES.required);
    await expectMessage('address', ADDRESS_MESSAGES.required);
    await expectMessage('state', STATE_MESSAGES.required);
    expect(field('email')).not.toHaveAttribute('aria-invalid');
    expect(stepHeading()).toHaveTextContent('Personal details');
    expect(field('firstName')).toHaveFocus();
  });

  it.each<[keyof OnboardingFormValues, string, string]>([
    ['firstName', 'A', NAME_MESSAGES.tooShort],
    ['firstName', 'Ada1', NAME_MESSAGES.characters],
    ['firstName', '<script>alert(1)</script>', NAME_MESSAGES.characters],
    ['lastName', '"Ade"', NAME_MESSAGES.characters],
    ['lastName', 'x'.repeat(51), NAME_MESSAGES.tooLong],
    ['lastName', '-Obi', NAME_MESSAGES.characters],
    ['phone', '0803#123#4567', PHONE_MESSAGES.characters],
    ['phone', '0803 123', PHONE_MESSAGES.format],
    ['phone', '0603 123 4567', PHONE_MESSAGES.network],
    ['email', 'ngozi@', EMAIL_MESSAGES.format],
    ['email', `${'a'.repeat(250)}@x.ng`, EMAIL_MESSAGES.tooLong],
    ['dateOfBirth', addDays(addMonths(today, -18 * 12), 1), DATE_OF_BIRTH_MESSAGES.tooYoung],
    ['dateOfBirth', addMonths(today, -101 * 12), DATE_OF_BIRTH_MESSAGES.tooOld],
    ['address', 'x'.repeat(201), ADDRESS_MESSAGES.tooLong],
  ])('says what is wrong with %s %p', async (name, value, message) => {
    const { user } = renderOnboarding();
    await screen.findByRole('heading', { name: 'Personal details', level: 2 });
    await fill(user, { ...pick(validValues, PERSONAL), [name]: value });
    await next(user);
    await expectMessage(name, message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(stepHeading()).toHaveTextContent('Personal details');
  });

  it('offers the spec’s gender options and the 37 states', async () => {
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Personal details', level: 2 });
    expect([...(field('gender') as HTMLSelectElement).options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Select gender'],
      ['MALE', 'MALE'],
      ['FEMALE', 'FEMALE'],
    ]);
    expect((field('state') as HTMLSelectElement).options).toHaveLength(38);
  });

  it('clears a message as soon as the field is put right', async () => {
    const { user } = renderOnboarding();
    await screen.findByRole('heading', { name: 'Personal details', level: 2 });
    await next(user);
    await expectMessage('firstName', NAME_MESSAGES.required);
    await enter(user, 'firstName', 'Ngozi');
    await waitFor(() => expect(field('firstName')).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByText(PHONE_MESSAGES.required)).toBeInTheDocument();
  });
});

async function reachIdentification() {
  const rendered = renderOnboarding();
  await screen.findByRole('heading', { name: 'Personal details', level: 2 });
  await fill(rendered.user, pick(validValues, PERSONAL));
  await next(rendered.user);
  await screen.findByRole('heading', { name: 'Identification', level: 2 });
  return rendered;
}

describe('the identification step', () => {
  it('lists the ID types exactly as the spec does', async () => {
    await reachIdentification();
    expect([...(field('idType') as HTMLSelectElement).options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Select ID'],
      ['VNIN', 'Virtual National Identification Number'],
      ['VIN', 'Voters Card Identification Number'],
      ['PASSPORT', 'International Passport'],
      ['DRIVERLICENCE', "Driver's Licence"],
    ]);
  });

  it('asks for the ID type, then the number', async () => {
    const { user } = await reachIdentification();
    await next(user);
    await expectMessage('idType', OPTION_MESSAGES.idType);
    await enter(user, 'idType', 'VNIN');
    await next(user);
    await expectMessage('idNumber', ID_NUMBER_MESSAGES.required);
  });

  it.each([
    ['VNIN', 'AB12345678901CD'],
    ['VIN', '90F5B123456789012'],
    ['PASSPORT', 'ABC123456'],
    ['DRIVERLICENCE', 'ABC1234DE67'],
  ] as const)('checks a %s number by its own rule', async (idType, number) => {
    const { user } = await reachIdentification();
    await fill(user, { idType, idNumber: number });
    await next(user);
    await expectMessage('idNumber', ID_NUMBER_MESSAGES[idType]);
  });

  it('upper-cases the number and drops spaces and hyphens as it is typed', async () => {
    const { user } = await reachIdentification();
    await enter(user, 'idType', 'DRIVERLICENCE');
    await user.type(field('idNumber'), 'abc-12345 de67');
    expect(field('idNumber')).toHaveValue('ABC12345DE67');
    await next(user);
    expect(await screen.findByRole('heading', { name: 'Device', level: 2 })).toBeInTheDocument();
  });
});

describe('the device step', () => {
  async function reachDevice() {
    const rendered = await reachIdentification();
    await fill(rendered.user, pick(validValues, IDENTIFICATION));
    await next(rendered.user);
    await screen.findByRole('heading', { name: 'Device', level: 2 });
    return rendered;
  }

  it('asks for every required field', async () => {
    const { user } = await reachDevice();
    await next(user);
    await expectMessage('imei', IMEI_MESSAGES.required);
    await expectMessage('deviceBrand', DEVICE_BRAND_MESSAGES.required);
    await expectMessage('deviceModel', DEVICE_MODEL_MESSAGES.required);
    await expectMessage('purchasePrice', PURCHASE_PRICE_MESSAGES.required);
    await expectMessage('purchaseDate', PURCHASE_DATE_MESSAGES.required);
    expect(field('imei2')).not.toHaveAttribute('aria-invalid');
  });

  it.each<[keyof OnboardingFormValues, string, string]>([
    ['imei', '49015420323751A', IMEI_MESSAGES.digits],
    ['imei', '49015420323751', IMEI_MESSAGES.length],
    ['imei', '490154203237519', IMEI_MESSAGES.checkDigit],
    ['imei2', '356938035643808', IMEI_MESSAGES.checkDigit],
    ['imei2', '4901 5420 3237 518', IMEI_MESSAGES.sameAsFirst],
    ['deviceBrand', 'x'.repeat(51), DEVICE_BRAND_MESSAGES.tooLong],
    ['deviceModel', 'x'.repeat(101), DEVICE_MODEL_MESSAGES.tooLong],
    ['purchasePrice', 'lots', PURCHASE_PRICE_MESSAGES.invalid],
    ['purchasePrice', '19,999', PURCHASE_PRICE_MESSAGES.tooLow],
    ['purchasePrice', '3000001', PURCHASE_PRICE_MESSAGES.tooHigh],
    ['purchaseDate', addDays(today, 1), PURCHASE_DATE_MESSAGES.future],
  ])('says what is wrong with %s %p', async (name, value, message) => {
    const { user } = await reachDevice();
    await fill(user, { ...pick(validValues, DEVICE), [name]: value });
    await next(user);
    await expectMessage(name, message);
    expect(stepHeading()).toHaveTextContent('Device');
  });

  it('takes a device bought long ago (it is registered, without a plan offer)', async () => {
    const { user } = await reachDevice();
    await fill(user, { ...pick(validValues, DEVICE), purchaseDate: addMonths(today, -30) });
    await next(user);
    expect(await screen.findByRole('heading', { name: 'Review & submit', level: 2 })).toBeInTheDocument();
  });
});
