import { deviceExistsError } from '@/components/device/deviceExistsError';
import { formFieldLookup } from '@/lib/actions/inputFields';
import { ONBOARD_CUSTOMER } from '@/lib/actions/onboardCustomer';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { fieldFailure, type FieldFailure } from '@/lib/forms/fieldFailure';
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

/** Why the service did not onboard, as the wizard shows it: the field blamed holds a phone or IMEI already registered, or breaks a rule. */
export interface OnboardingFailure extends FieldFailure<keyof OnboardingFormValues> {
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
  return fieldFailure(error, onboardingFormFieldOf, { blamedOnlyOn: ACTION_ERROR_CODES.validationFailed });
}
