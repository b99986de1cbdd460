import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useOnboardingFlow } from '@/lib/flows/onboardingFlow';
import type { OnboardingFormValues } from './onboardingForm';

/** How long typing may pause before the draft is written (a reload or closed tab loses at most this). */
export const DRAFT_SAVE_DELAY_MS = 250;

/**
 * Keeps what the agent types in the persisted flow as they type (not only on "Next"), so a reload, a closed
 * tab or a browser restart resumes with every value, the current step's included. Also:
 * - any edit drops a submission's idempotency key: the next submit is a new request with a new key;
 * - a field shown wrong is checked again as it changes, so its message goes as soon as it is put right.
 * Returns `flush`, which writes a pending draft now (before a step change or the submit).
 */
export function useOnboardingDraft(
  form: UseFormReturn<OnboardingFormValues>,
  shownFields: readonly (keyof OnboardingFormValues)[],
): () => void {
  const { subscribe, getFieldState, trigger } = form;
  const flushRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    let pending: OnboardingFormValues | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!pending) return;
      const values = pending;
      pending = undefined;
      try {
        useOnboardingFlow.getState().setValues(values);
      } catch {
        // A value beyond the stored bounds (a huge paste): the rules show it wrong; the rest stays saved.
      }
    };

    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ values, name, type }) => {
        if (type !== 'change') return;
        const flow = useOnboardingFlow.getState();
        if (flow.values.idempotencyKey !== undefined) flow.setValues({ idempotencyKey: undefined });
        pending = { ...values };
        clearTimeout(timer);
        timer = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
        const shownWrong = shownFields.filter((field) => getFieldState(field).error);
        if (name && shownWrong.length > 0) void trigger(shownWrong);
      },
    });

    // Logging out (or "Start over") empties the flow: a draft typed just before must not write it back.
    const unsubscribeFlow = useOnboardingFlow.subscribe((state, previous) => {
      if (state.values !== previous.values && Object.keys(state.values).length === 0) {
        clearTimeout(timer);
        pending = undefined;
      }
    });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    flushRef.current = flush;
    return () => {
      flushRef.current = () => undefined;
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      unsubscribeFlow();
      unsubscribe();
      flush();
    };
  }, [subscribe, getFieldState, trigger, shownFields]);

  return useCallback(() => flushRef.current(), []);
}
