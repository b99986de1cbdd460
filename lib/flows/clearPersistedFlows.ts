import { clearFundWalletStore } from './fundWalletFlow';
import { useBuyPlanFlow } from './buyPlanFlow';
import { clearClaimDraft } from './claimDraftFlow';
import { clearClaimEvidenceDraft } from './claimEvidenceFlow';
import { useOnboardingFlow } from './onboardingFlow';

/**
 * On logout: forgets both wizards' flows, a claim draft, photos being added to a claim and a wallet top-up
 * awaiting its answer, in memory and in local storage.
 */
export function clearPersistedFlows(): void {
  for (const store of [useOnboardingFlow, useBuyPlanFlow]) {
    store.getState().reset();
    // After reset, whose write would otherwise leave a fresh flow under the key.
    store.persist.clearStorage();
  }
  clearClaimDraft();
  clearClaimEvidenceDraft();
  clearFundWalletStore();
}
