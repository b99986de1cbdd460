import { emptyDeviceValues, DEVICE_FIELDS } from '@/components/device/deviceFormValues';
import type { DeviceFormValues } from '@/lib/actions/deviceInput';
import { formRules } from '@/lib/actions/formRules';
import { ONBOARD_CUSTOMER } from '@/lib/actions/onboardCustomer';
import type { FieldRules } from '@/lib/forms/fieldRules';
import type { OnboardingStep, OnboardingValues } from '@/lib/flows/onboardingFlow';

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
export const onboardingRules: FieldRules<OnboardingFormValues> = formRules(ONBOARD_CUSTOMER);
