import { deviceRules, emptyDeviceValues, DEVICE_FIELDS, DEVICE_SERVER_FIELDS, toDeviceInput, type DeviceFormValues } from '@/components/device/deviceForm';
import type { FieldRules } from '@/lib/forms/fieldRules';
import type { Onboard_Customer_Input, OnboardCustomerMutationVariables } from '@/lib/graphql/generated/graphql';
import type { OnboardingStep, OnboardingValues } from '@/lib/flows/onboardingFlow';
import {
  normalizeIdNumber,
  normalizeNigerianPhone,
  validateAddress,
  validateDateOfBirth,
  validateEmail,
  validateGender,
  validateIdNumber,
  validateIdType,
  validateNigerianPhone,
  validatePersonName,
  validateState,
} from '@/lib/validation';

/** What the wizard's one form holds across its steps: every value as typed. */
export type OnboardingFormValues = Omit<OnboardingValues, 'idempotencyKey'>;

// The device step is the shared device form: its fields must stay the flow's.
const deviceFieldsFit: DeviceFormValues extends Pick<OnboardingFormValues, keyof DeviceFormValues> ? true : never = true;
void deviceFieldsFit;

export const emptyOnboardingValues: OnboardingFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  gender: '',
  dateOfBirth: '',
  address: '',
  state: '',
  idType: '',
  idNumber: '',
  ...emptyDeviceValues,
};

/** The fields each step shows and checks before "Next" (the review shows them all). */
export const STEP_FIELDS: Record<OnboardingStep, (keyof OnboardingFormValues)[]> = {
  personal: ['firstName', 'lastName', 'phone', 'email', 'gender', 'dateOfBirth', 'address', 'state'],
  identification: ['idType', 'idNumber'],
  device: DEVICE_FIELDS,
  review: [],
};

export const STEP_TITLES: Record<OnboardingStep, string> = {
  personal: 'Personal details',
  identification: 'Identification',
  device: 'Device',
  review: 'Review & submit',
};

/** Every field's rule: the shared validators the data service's `onboard_customer` runs too. */
export const onboardingRules: FieldRules<OnboardingFormValues> = {
  firstName: (value) => validatePersonName(value),
  lastName: (value) => validatePersonName(value),
  phone: (value) => validateNigerianPhone(value),
  email: (value) => validateEmail(value, { required: false }),
  gender: (value) => validateGender(value),
  dateOfBirth: (value, _values, today) => validateDateOfBirth(value, today),
  address: (value) => validateAddress(value),
  state: (value) => validateState(value),
  idType: (value) => validateIdType(value),
  // Without a type the number has nothing to be checked against; the type's own message says so.
  idNumber: (value, values) => (validateIdType(values.idType) === undefined ? validateIdNumber(values.idType, value) : undefined),
  ...deviceRules,
};

/** The `onboard_customer` arguments for valid values. */
export function toOnboardCustomerVariables(values: OnboardingFormValues, idempotencyKey: string): OnboardCustomerMutationVariables {
  const email = values.email.trim();
  const customer: Onboard_Customer_Input = {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    phone: normalizeNigerianPhone(values.phone) ?? values.phone.trim(),
    email: email === '' ? null : email,
    gender: values.gender,
    date_of_birth: values.dateOfBirth,
    address: values.address.trim(),
    state: values.state,
    id_type: values.idType,
    id_number: normalizeIdNumber(values.idNumber),
  };
  return { customer, device: toDeviceInput(values), idempotencyKey };
}

/** The form field the data service's `extensions.field` names (`customer.phone`, `device.imei2`). */
const SERVER_FIELDS: Record<string, keyof OnboardingFormValues> = {
  'customer.first_name': 'firstName',
  'customer.last_name': 'lastName',
  'customer.phone': 'phone',
  'customer.email': 'email',
  'customer.gender': 'gender',
  'customer.date_of_birth': 'dateOfBirth',
  'customer.address': 'address',
  'customer.state': 'state',
  'customer.id_type': 'idType',
  'customer.id_number': 'idNumber',
  ...DEVICE_SERVER_FIELDS,
};

export function formFieldOf(serverField: unknown): keyof OnboardingFormValues | undefined {
  return typeof serverField === 'string' ? SERVER_FIELDS[serverField] : undefined;
}
