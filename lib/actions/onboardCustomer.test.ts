import { EMAIL_MESSAGES, ID_NUMBER_MESSAGES, NAME_MESSAGES, PHONE_MESSAGES } from '@/lib/validation';
import type { CustomerInput } from './customerInput';
import { brokenRule, formFieldLookup, inputFromForm, normaliseInput } from './inputFields';
import { ONBOARD_CUSTOMER, type OnboardCustomerInput, type OnboardingFormFields } from './onboardCustomer';

const onboardingFormFieldOf = formFieldLookup(ONBOARD_CUSTOMER);

const today = '2025-03-15';
const typed: OnboardingFormFields = {
  firstName: ' Ngozi ',
  lastName: "O'Brien ",
  phone: '0803 123 4567',
  email: ' Ngozi@Example.com ',
  gender: 'FEMALE',
  dateOfBirth: '1990-05-17',
  address: ' 12 Allen Avenue, Ikeja ',
  state: 'Lagos',
  idType: 'VNIN',
  idNumber: 'ab 123456789012 cd',
  imei: '490154203237518',
  imei2: '',
  deviceBrand: 'Tecno',
  deviceModel: 'Camon 20',
  purchasePrice: '150000',
  purchaseDate: '2025-02-15',
};
const customer: CustomerInput = {
  first_name: 'Ngozi',
  last_name: "O'Brien",
  phone: '+2348031234567',
  email: 'ngozi@example.com',
  gender: 'FEMALE',
  date_of_birth: '1990-05-17',
  address: '12 Allen Avenue, Ikeja',
  state: 'Lagos',
  id_type: 'VNIN',
  id_number: 'AB123456789012CD',
};
const sent: OnboardCustomerInput = {
  customer,
  device: { imei: '490154203237518', imei2: null, brand: 'Tecno', model: 'Camon 20', purchase_price_kobo: 15_000_000, purchase_date: '2025-02-15' },
};

describe('onboard_customer', () => {
  it('sends the customer trimmed, the phone as E.164, the e-mail in lower case and the ID number upper case without spaces', () => {
    expect(inputFromForm(ONBOARD_CUSTOMER, typed)).toEqual(sent);
    expect(inputFromForm(ONBOARD_CUSTOMER, { ...typed, email: '  ' }).customer.email).toBeNull();
  });

  it('is normalised by the service the same way, whatever form the phone was sent in', () => {
    const arrived = { ...sent, customer: { ...customer, first_name: ' Ngozi', phone: '234-803-123-4567', email: 'NGOZI@example.com ', id_number: 'ab-1234 5678 9012-cd' } };
    expect(normaliseInput(ONBOARD_CUSTOMER, arrived)).toEqual(sent);
    expect(normaliseInput(ONBOARD_CUSTOMER, sent)).toEqual(sent);
  });

  it('reports a broken rule under its wire name, customer first', () => {
    const broken = (change: Partial<CustomerInput>, device = sent.device) => brokenRule(ONBOARD_CUSTOMER, { customer: { ...customer, ...change }, device }, today);
    expect(broken({})).toBeUndefined();
    expect(broken({ email: null })).toBeUndefined();
    expect(broken({ first_name: 'N' })).toEqual({ field: 'customer.first_name', message: NAME_MESSAGES.tooShort });
    expect(broken({ phone: '0603 123 4567' })).toEqual({ field: 'customer.phone', message: PHONE_MESSAGES.network });
    expect(broken({ email: 'ngozi@' })).toEqual({ field: 'customer.email', message: EMAIL_MESSAGES.format });
    expect(broken({ id_type: 'PASSPORT' })).toEqual({ field: 'customer.id_number', message: ID_NUMBER_MESSAGES.PASSPORT });
    expect(broken({ phone: '' }, { ...sent.device, imei: '' })?.field).toBe('customer.phone');
    expect(broken({}, { ...sent.device, imei: '' })?.field).toBe('device.imei');
  });

  it('names the wizard field of every argument', () => {
    expect(Object.keys(customer).map((name) => onboardingFormFieldOf(`customer.${name}`))).toEqual([
      'firstName',
      'lastName',
      'phone',
      'email',
      'gender',
      'dateOfBirth',
      'address',
      'state',
      'idType',
      'idNumber',
    ]);
    expect(Object.keys(sent.device).map((name) => onboardingFormFieldOf(`device.${name}`))).toEqual([
      'imei',
      'imei2',
      'deviceBrand',
      'deviceModel',
      'purchasePrice',
      'purchaseDate',
    ]);
    expect(onboardingFormFieldOf('phone')).toBeUndefined();
    expect(onboardingFormFieldOf('customer')).toBeUndefined();
  });
});
