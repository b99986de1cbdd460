import { deviceRules, emptyDeviceValues, DEVICE_FIELDS } from '@/components/device/deviceForm';
import type { DeviceFormValues } from '@/lib/actionInputs/deviceInput';
import type { FieldRules } from '@/lib/forms/fieldRules';
import type { OnboardingStep, OnboardingValues } from '@/lib/flows/onboardingFlow';
import {
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
