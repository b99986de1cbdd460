import { act, renderHook } from '@testing-library/react';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { useOnboardingFlow } from '@/lib/flows/onboardingFlow';
import { freshPageLoad, validValues } from './onboardingTestKit';
import { useSubmitOnboarding } from './useSubmitOnboarding';

// The request's code is loaded at the first submit: here the connection drops before it arrives.
jest.mock('./sendOnboarding', () => {
  throw new Error('Loading chunk failed');
});

describe('submitting the onboarding before its code has loaded', () => {
  it('sends nothing: says the service could not be reached, and makes no key (as the other keyed forms)', async () => {
    freshPageLoad();
    const { result } = renderHook(() => useSubmitOnboarding());
    let outcome: Awaited<ReturnType<typeof result.current.submit>>;
    await act(async () => {
      outcome = await result.current.submit(validValues);
    });
    expect(outcome!).toEqual({ ok: false, failure: { message: NO_ANSWER_MESSAGE } });
    expect(result.current.submitting).toBe(false);
    expect(useOnboardingFlow.getState().values.idempotencyKey).toBeUndefined();
  });
});
