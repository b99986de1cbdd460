import { inputFromForm } from '@/lib/actions/inputFields';
import { ONBOARD_CUSTOMER } from '@/lib/actions/onboardCustomer';
import type { OnboardCustomerMutationVariables } from '@/lib/graphql/generated/graphql';
import type { OnboardingFormValues } from './onboardingFormValues';

// Apart from the form (first load): only the submit, loaded on demand, builds the request.
/** The `onboard_customer` arguments for valid values, normalised as the service normalises them (`ONBOARD_CUSTOMER`). */
export function toOnboardCustomerVariables(values: OnboardingFormValues, idempotencyKey: string): OnboardCustomerMutationVariables {
  return { ...inputFromForm(ONBOARD_CUSTOMER, values), idempotencyKey };
}
