import { emptyDeviceValues, DEVICE_FIELDS } from '@/components/device/deviceFormValues';
import type { DeviceFormValues } from '@/lib/actions/deviceInput';
import { lateFieldRules } from '@/lib/forms/lateFieldRules';
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

/**
 * Every field's rule (`onboardingFormRules`), out of the wizard's first load with `onboard_customer`'s
 * declaration and validators: they load with the later steps at the agent's first focus or tap, and "Next"
 * awaits them before checking.
 */
export const onboardingRules = lateFieldRules<OnboardingFormValues>(Object.keys(emptyOnboardingValues) as (keyof OnboardingFormValues)[], () =>
  import('./onboardingFormRules').then((module) => module.onboardingFormRules),
);
