import { useCallback } from 'react';
import { FALLBACK_ERROR_MESSAGE } from '@/lib/errorMessages';
import { newIdempotencyKey } from '@/lib/flows/idempotencyKey';
import { useOnboardingFlow } from '@/lib/flows/onboardingFlow';
import { useSubmitOnce } from '@/lib/forms/submitOnce';
import type { OnboardingFormValues } from './onboardingFormValues';
import type { OnboardedCustomer, OnboardingFailure } from './sendOnboarding';

export type OnboardingOutcome = { ok: true; customer: OnboardedCustomer } | { ok: false; failure: OnboardingFailure };

/**
 * Sends `onboard_customer` at most once per submit (lib/forms/submitOnce). The idempotency key is made on
 * the first submit and kept in the persisted flow before the request leaves, so a retry, a second click or
 * a reload mid-request sends the same key and the service answers with the first request's result instead
 * of onboarding the customer twice. Whatever the failure, the key stays until the agent changes a value.
 * The request's code (and the GraphQL client's) loads at the first submit (./sendOnboarding). Undefined:
 * a submit was already out.
 */
export function useSubmitOnboarding() {
  const { submitOnce, submitting } = useSubmitOnce();

  const submit = useCallback(
    async (values: OnboardingFormValues): Promise<OnboardingOutcome | undefined> => {
      try {
        const outcome = await submitOnce({
          load: () => import('./sendOnboarding'),
          start: () => {
            const flow = useOnboardingFlow.getState();
            const idempotencyKey = flow.values.idempotencyKey ?? newIdempotencyKey();
            flow.setValues({ ...values, idempotencyKey });
            return idempotencyKey;
          },
          send: (sender, key) => sender.sendOnboarding(values, key),
        });
        switch (outcome.kind) {
          case 'busy':
            return undefined;
          case 'done':
            return { ok: true, customer: outcome.done };
          case 'refused':
            return { ok: false, failure: outcome.failure };
          default:
            return { ok: false, failure: { message: outcome.message } };
        }
      } catch {
        return { ok: false, failure: { message: FALLBACK_ERROR_MESSAGE } };
      }
    },
    [submitOnce],
  );

  return { submit, submitting };
}
