import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { deviceExistsError } from '@/components/device/deviceExistsError';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import { newIdempotencyKey } from '@/lib/flows/idempotencyKey';
import { useOnboardingFlow } from '@/lib/flows/onboardingFlow';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { OnboardCustomer, type OnboardCustomerResult } from './onboardCustomer';
import { formFieldOf, toOnboardCustomerVariables, type OnboardingFormValues } from './onboardingForm';

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
  /** The form field the service blamed (a phone or IMEI already registered, a rule broken). */
  field?: keyof OnboardingFormValues;
  /** The agent's own customer who already has this phone or IMEI. */
  existingCustomerId?: string;
}

export type OnboardingOutcome = { ok: true; customer: OnboardedCustomer } | { ok: false; failure: OnboardingFailure };

/**
 * Sends `onboard_customer` once per submit. The idempotency key is made on the first submit and kept in the
 * persisted flow before the request leaves, so a retry, a second click or a reload mid-request sends the same
 * key and the service answers with the first request's result instead of onboarding the customer twice.
 */
export function useSubmitOnboarding() {
  const [onboard] = useMutation(OnboardCustomer);
  const sending = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = useCallback(
    async (values: OnboardingFormValues): Promise<OnboardingOutcome | undefined> => {
      if (sending.current) return undefined;
      sending.current = true;
      setSubmitting(true);
      try {
        const flow = useOnboardingFlow.getState();
        const idempotencyKey = flow.values.idempotencyKey ?? newIdempotencyKey();
        flow.setValues({ ...values, idempotencyKey });
        const { data } = await onboard({ variables: toOnboardCustomerVariables(values, idempotencyKey) });
        if (!data) throw new Error('The data service did not answer the onboarding');
        const customer: OnboardedCustomer = {
          ...data.onboard_customer,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          deviceBrand: values.deviceBrand.trim(),
          deviceModel: values.deviceModel.trim(),
          imei: toOnboardCustomerVariables(values, idempotencyKey).device.imei,
        };
        return { ok: true, customer };
      } catch (error) {
        return { ok: false, failure: onboardingFailure(error) };
      } finally {
        sending.current = false;
        setSubmitting(false);
      }
    },
    [onboard],
  );

  return { submit, submitting };
}

/** The failure to show: the formatted message, the field to take the agent to, the existing customer to link. */
export function onboardingFailure(error: unknown): OnboardingFailure {
  const registered = deviceExistsError(error);
  if (registered) {
    const field = formFieldOf(registered.field) ?? (registered.code === 'customer-exists' ? 'phone' : 'imei');
    return { message: registered.message, field, existingCustomerId: registered.existingCustomerId };
  }
  const field = errorCode(error) === 'validation-failed' && CombinedGraphQLErrors.is(error) ? formFieldOf(error.errors[0]?.extensions?.field) : undefined;
  return { message: formatGraphQLError(error), ...(field ? { field } : {}) };
}
