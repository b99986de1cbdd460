import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { deviceExistsError } from '@/components/device/deviceExistsError';
import { formFieldLookup } from '@/lib/actions/inputFields';
import { ONBOARD_CUSTOMER } from '@/lib/actions/onboardCustomer';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import { readFailure } from '@/lib/forms/readFailure';
import type { KeyedAnswer } from '@/lib/forms/submitOnce';
import { OnboardCustomer, type OnboardCustomerResult } from './onboardCustomer';
import { toOnboardCustomerVariables } from './onboardCustomerVariables';
import type { OnboardingFormValues } from './onboardingFormValues';

/** The wizard's field for a refusal's `extensions.field` (`customer.phone`, `device.imei2`). */
const onboardingFormFieldOf = formFieldLookup(ONBOARD_CUSTOMER);

/** What the success screen shows: the service's answer and what was registered. */
export interface OnboardedCustomer extends OnboardCustomerResult {
  firstName: string;
  lastName: string;
  deviceBrand: string;
  deviceModel: string;
  imei: string;
}

export interface OnboardingFailure {
  /** Through the spec's request-error formatter. */
  message: string;
  /** The service's `extensions.code`. */
  code?: string;
  /** The form field the service blamed (a phone or IMEI already registered, a rule broken). */
  field?: keyof OnboardingFormValues;
  /** The agent's own customer who already has this phone or IMEI. */
  existingCustomerId?: string;
}

/**
 * Sends `onboard_customer` with `idempotencyKey` through the page's client (created now if nothing needed
 * it yet): loaded only when the agent submits, so the wizard's steps load no GraphQL client.
 */
export async function sendOnboarding(values: OnboardingFormValues, idempotencyKey: string): Promise<KeyedAnswer<OnboardedCustomer, OnboardingFailure>> {
  const client = getBrowserApolloClient();
  const variables = toOnboardCustomerVariables(values, idempotencyKey);
  try {
    const { data } = await client.mutate({ mutation: OnboardCustomer, variables });
    if (!data) throw new Error('The data service did not answer the onboarding');
    const customer: OnboardedCustomer = {
      ...data.onboard_customer,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      deviceBrand: values.deviceBrand.trim(),
      deviceModel: values.deviceModel.trim(),
      imei: variables.device.imei,
    };
    return { kind: 'done', done: customer };
  } catch (error) {
    return readFailure(onboardingFailure(error));
  }
}

/** The failure to show: the formatted message, the code, the field to take the agent to, the existing customer to link. */
export function onboardingFailure(error: unknown): OnboardingFailure {
  const registered = deviceExistsError(error);
  if (registered) {
    const field = onboardingFormFieldOf(registered.field) ?? (registered.code === 'customer-exists' ? 'phone' : 'imei');
    return { message: registered.message, code: registered.code, field, existingCustomerId: registered.existingCustomerId };
  }
  const code = errorCode(error);
  const field = code === 'validation-failed' && CombinedGraphQLErrors.is(error) ? onboardingFormFieldOf(error.errors[0]?.extensions?.field) : undefined;
  return { message: formatGraphQLError(error), ...(code ? { code } : {}), ...(field ? { field } : {}) };
}
