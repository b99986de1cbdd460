import { useBuyPlanFlow } from './buyPlanFlow';
import { useOnboardingFlow } from './onboardingFlow';

/** On logout: forgets both flows, in memory and in local storage. */
export function clearPersistedFlows(): void {
  for (const store of [useOnboardingFlow, useBuyPlanFlow]) {
    store.getState().reset();
    // After reset, whose write would otherwise leave a fresh flow under the key.
    store.persist.clearStorage();
  }
}
