import { inputFromForm } from '@/lib/actionInputs/inputFields';
import { ONBOARD_CUSTOMER_INPUT } from '@/lib/actionInputs/onboardCustomerInput';
import type { OnboardCustomerMutationVariables } from '@/lib/graphql/generated/graphql';
import type { OnboardingFormValues } from './onboardingForm';

// Apart from the form (first load): only the submit, loaded on demand, builds the request.
/** The `onboard_customer` arguments for valid values, normalised as the service normalises them (`ONBOARD_CUSTOMER_INPUT`). */
export function toOnboardCustomerVariables(values: OnboardingFormValues, idempotencyKey: string): OnboardCustomerMutationVariables {
  return { ...inputFromForm(ONBOARD_CUSTOMER_INPUT, values), idempotencyKey };
}
