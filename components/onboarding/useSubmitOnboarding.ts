import { useCallback, useRef, useState } from 'react';
import { FALLBACK_ERROR_MESSAGE, NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { newIdempotencyKey } from '@/lib/flows/idempotencyKey';
import { useOnboardingFlow } from '@/lib/flows/onboardingFlow';
import type { OnboardingFormValues } from './onboardingForm';
import type { OnboardingOutcome } from './sendOnboarding';

/**
 * Sends `onboard_customer` once per submit. The idempotency key is made on the first submit and kept in the
 * persisted flow before the request leaves, so a retry, a second click or a reload mid-request sends the same
 * key and the service answers with the first request's result instead of onboarding the customer twice.
 * The request's code (and the GraphQL client's) loads at the first submit (./sendOnboarding).
 */
export function useSubmitOnboarding() {
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
        const sender = await import('./sendOnboarding').catch(() => undefined);
        // Offline before the code arrived, nothing was sent: the same key goes with the next try.
        if (!sender) return { ok: false, failure: { message: NO_ANSWER_MESSAGE } };
        return await sender.sendOnboarding(values, idempotencyKey);
      } catch {
        return { ok: false, failure: { message: FALLBACK_ERROR_MESSAGE } };
      } finally {
        sending.current = false;
        setSubmitting(false);
      }
    },
    [],
  );

  return { submit, submitting };
}
