import * as z from 'zod/mini';
import { GENDERS, ID_TYPES, NIGERIAN_STATES } from '@/lib/validation';
import { createPersistedFlowStore } from './createPersistedFlowStore';

export const ONBOARDING_FLOW_KEY = 'dc-agent:onboarding';
export const ONBOARDING_STEPS = ['personal', 'identification', 'device', 'review'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

// Values are kept as typed, mid-step and before validation, so text is only bounded (as the data service
// bounds its arguments); the selects can only hold one of their options or the empty prompt.
const typed = z.string().check(z.maxLength(2000));
const choice = <T extends string>(options: readonly T[]) => z.union([z.literal(''), z.enum(options as [T, ...T[]])]);

export const onboardingValuesSchema = z.object({
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
  /**
   * Sent with the submit so a retry, a double click or a reload cannot onboard the customer twice; made on
   * the first submit and dropped when a value changes (the service refuses a key reused for other input).
   */
  idempotencyKey: z.uuid(),
});
export type OnboardingValues = z.infer<typeof onboardingValuesSchema>;

export const ONBOARDING_FLOW_VERSION = 2;

const valuesSchema = z.partial(onboardingValuesSchema);

/**
 * Version 1 kept every value as any string. Its steps carry over, and each value that fits version 2
 * (nearly all: the forms only ever wrote option values into the selects); one that does not is dropped,
 * and the agent re-enters it when the step is checked again.
 */
export function migrateOnboardingFlow(persisted: unknown, fromVersion: number): unknown {
  if (fromVersion !== 1) throw new Error(`cannot migrate onboarding flow version ${fromVersion}`);
  const state = z.object({ currentStep: z.string(), completedSteps: z.array(z.string()), values: z.record(z.string(), z.unknown()) }).parse(persisted);
  const shape = onboardingValuesSchema.shape;
  const values = Object.fromEntries(
    Object.entries(state.values).filter(
      ([field, value]) => field in shape && field !== 'idempotencyKey' && shape[field as keyof typeof shape].safeParse(value).success,
    ),
  );
  return { ...state, values };
}

export const useOnboardingFlow = createPersistedFlowStore<OnboardingStep, OnboardingValues>({
  name: ONBOARDING_FLOW_KEY,
  steps: ONBOARDING_STEPS,
  version: ONBOARDING_FLOW_VERSION,
  valuesSchema,
  migrate: migrateOnboardingFlow,
});
