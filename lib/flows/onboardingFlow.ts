import { z } from 'zod';
import { createPersistedFlowStore } from './createPersistedFlowStore';

export const ONBOARDING_FLOW_KEY = 'dc-agent:onboarding';
export const ONBOARDING_STEPS = ['personal', 'identification', 'device', 'review'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

// Permissive for now: the onboarding forms' own rules will tighten it (and bump the version).
export const onboardingValuesSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  gender: z.string(),
  dateOfBirth: z.string(),
  address: z.string(),
  state: z.string(),
  idType: z.string(),
  idNumber: z.string(),
  imei: z.string(),
  imei2: z.string(),
  deviceBrand: z.string(),
  deviceModel: z.string(),
  purchasePrice: z.string(),
  purchaseDate: z.string(),
});
export type OnboardingValues = z.infer<typeof onboardingValuesSchema>;

export const useOnboardingFlow = createPersistedFlowStore<OnboardingStep, OnboardingValues>({
  name: ONBOARDING_FLOW_KEY,
  steps: ONBOARDING_STEPS,
  version: 1,
  valuesSchema: onboardingValuesSchema.partial(),
});
