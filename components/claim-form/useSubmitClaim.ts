import { useCallback } from 'react';
import { useSubmitOnce } from '@/lib/forms/submitOnce';
import type { ClaimDraftCode } from './claimDraftCode';
import type { ClaimFormValues } from './claimFormValues';

/**
 * Files the claim on `orderId` with its photos (`evidenceIds`, kept in the draft too) at most once whatever
 * happens (lib/forms/submitOnce). The key is stored with the claim and `awaitingAnswer` in the draft before
 * the request leaves: "Try again" and a reload send the
 * same key, so the service answers the first outcome instead of filing again. A refusal filed nothing: the
 * claim may be sent again as it is (same key) or changed (a new key, `useFlowDraft`). Filed, the draft goes.
 * `flushDraft` writes what was typed before the attempt is stored over it; `loadDraft` gives the draft's code,
 * which loads with the requests' when the form has not loaded it yet.
 */
export function useSubmitClaim(orderId: string, flushDraft: () => void, loadDraft: () => Promise<ClaimDraftCode>) {
  const { submitOnce, submitting } = useSubmitOnce();

  const submit = useCallback(
    async (values: ClaimFormValues, evidenceIds: readonly string[]) => {
      let draft: ClaimDraftCode | undefined;
      const outcome = await submitOnce({
        load: async () => {
          const [requests, code] = await Promise.all([loadClaimRequests(), loadDraft()]);
          draft = code;
          return { requests, draft: code };
        },
        start: (loaded) => {
          flushDraft();
          return loaded.draft.startClaimAttempt(orderId, values);
        },
        send: ({ requests }, key) => requests.sendClaim(orderId, values, key, evidenceIds),
        find: ({ requests }, key) => requests.findClaim(key),
      });
      if (outcome.kind === 'done') draft?.clearClaimDraft();
      // A key another request used (and filed nothing under) cannot go again.
      else if (outcome.kind === 'refused') draft?.claimAttemptRefused(outcome.keyReused);
      return outcome;
    },
    [orderId, flushDraft, loadDraft, submitOnce],
  );

  return { submit, submitting };
}

const loadClaimRequests = () => import('./claimRequests');
