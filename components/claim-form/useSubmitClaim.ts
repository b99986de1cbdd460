import { useCallback } from 'react';
import { claimAttemptRefused, clearClaimDraft, startClaimAttempt } from '@/lib/flows/claimDraftFlow';
import { useSubmitOnce } from '@/lib/forms/submitOnce';
import type { ClaimFormValues } from './claimFormValues';

/**
 * Files the claim on `orderId` at most once whatever happens (lib/forms/submitOnce). The key is stored with
 * the claim and `awaitingAnswer` in the draft before the request leaves: "Try again" and a reload send the
 * same key, so the service answers the first outcome instead of filing again. A refusal filed nothing: the
 * claim may be sent again as it is (same key) or changed (a new key, `useFlowDraft`). Filed, the draft goes.
 * `flushDraft` writes what was typed before the attempt is stored over it.
 */
export function useSubmitClaim(orderId: string, flushDraft: () => void) {
  const { submitOnce, submitting } = useSubmitOnce();

  const submit = useCallback(
    async (values: ClaimFormValues) => {
      const outcome = await submitOnce({
        load: loadClaimRequests,
        start: () => {
          flushDraft();
          return startClaimAttempt(orderId, values);
        },
        send: (requests, key) => requests.sendClaim(orderId, values, key),
        find: (requests, key) => requests.findClaim(key),
      });
      if (outcome.kind === 'done') clearClaimDraft();
      // A key another request used (and filed nothing under) cannot go again.
      else if (outcome.kind === 'refused') claimAttemptRefused(outcome.keyReused);
      return outcome;
    },
    [orderId, flushDraft, submitOnce],
  );

  return { submit, submitting };
}

const loadClaimRequests = () => import('./claimRequests');
