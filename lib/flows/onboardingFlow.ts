import { GENDERS, ID_TYPES, type Gender, type IdType } from '@/lib/validation/options';
import { NIGERIAN_STATES, type NigerianState } from '@/lib/validation/states';
import { createPersistedFlowStore } from './createPersistedFlowStore';
import { ONBOARDING_FLOW_KEY } from './flowKeys';
import { choice, isRecord, partialObject, safeParse, text, uuid, type Shape } from './storedValues';

export { ONBOARDING_FLOW_KEY };
export const ONBOARDING_STEPS = ['personal', 'identification', 'device', 'review'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

// Values are kept as typed, mid-step and before validation, so text is only bounded (as the data service
// bounds its arguments); the selects can only hold one of their options or the empty prompt.
export interface OnboardingValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  gender: Gender | '';
  dateOfBirth: string;
  address: string;
  state: NigerianState | '';
  idType: IdType | '';
  idNumber: string;
  imei: string;
  imei2: string;
  deviceBrand: string;
  deviceModel: string;
  purchasePrice: string;
  purchaseDate: string;
  /**
   * Sent with the submit so a retry, a double click or a reload cannot onboard the customer twice; made on
   * the first submit and dropped when a value changes (the service refuses a key reused for other input).
   */
  idempotencyKey: string;
}

const typed = text(2000);

const onboardingFields: Shape<OnboardingValues> = {
  firstName: typed,
  lastName: typed,
  phone: typed,
  email: typed,
  gender: choice(GENDERS),
  dateOfBirth: typed,
  address: typed,
  state: choice(NIGERIAN_STATES),
  idType: choice(ID_TYPES),
  idNumber: typed,
  imei: typed,
  imei2: typed,
  deviceBrand: typed,
  deviceModel: typed,
  purchasePrice: typed,
  purchaseDate: typed,
  idempotencyKey: uuid(),
};

export const ONBOARDING_FLOW_VERSION = 2;

/**
 * Version 1 kept every value as any string. Its steps carry over (the store checks them), and each value
 * that fits version 2 (nearly all: the forms only ever wrote option values into the selects); one that does
 * not is dropped, and the agent re-enters it when the step is checked again.
 */
export function migrateOnboardingFlow(persisted: unknown, fromVersion: number): unknown {
  if (fromVersion !== 1) throw new Error(`cannot migrate onboarding flow version ${fromVersion}`);
  if (!isRecord(persisted) || !isRecord(persisted.values)) throw new Error('unreadable onboarding flow version 1');
  const fits = (field: string, value: unknown) =>
    Object.hasOwn(onboardingFields, field) &&
    field !== 'idempotencyKey' &&
    safeParse(onboardingFields[field as keyof OnboardingValues], value).ok;
  const values = Object.fromEntries(Object.entries(persisted.values).filter(([field, value]) => fits(field, value)));
  return { currentStep: persisted.currentStep, completedSteps: persisted.completedSteps, values };
}

export const useOnboardingFlow = createPersistedFlowStore<OnboardingStep, OnboardingValues>({
  name: ONBOARDING_FLOW_KEY,
  steps: ONBOARDING_STEPS,
  version: ONBOARDING_FLOW_VERSION,
  checkValues: partialObject(onboardingFields),
  migrate: migrateOnboardingFlow,
});
