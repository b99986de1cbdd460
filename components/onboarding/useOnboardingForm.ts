import { useTextForm } from '@/lib/forms/useTextForm';
import type { OnboardingValues } from '@/lib/flows/onboardingFlow';
import { emptyOnboardingValues, onboardingRules, type OnboardingFormValues } from './onboardingFormValues';

/** Stored values over empty ones: only the form's own fields (not the idempotency key). */
export function formValuesOf(stored: Partial<OnboardingValues>): OnboardingFormValues {
  const values = { ...emptyOnboardingValues };
  for (const field of Object.keys(values) as (keyof OnboardingFormValues)[]) {
    const value = stored[field];
    if (typeof value === 'string') (values as Record<string, string>)[field] = value;
  }
  return values;
}

/**
 * The wizard's one form across all steps, starting from the stored draft (read once). Fields are checked
 * when "Next" asks for the step's fields (`trigger`), then again as each wrong one changes (see useFlowDraft).
 */
export function useOnboardingForm(stored: Partial<OnboardingValues>) {
  return useTextForm({ rules: onboardingRules.rules, defaultValues: formValuesOf(stored) });
}
