import { useCallback, useRef, useState } from 'react';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import type { ClaimFormValues } from './claimForm';
import type { ClaimAnswer } from './claimRequests';
import type { ClaimDraft } from './useClaimDraft';

/** What sending the claim came to; `busy`: a request is already out (a double click). */
export type ClaimAttempt = ClaimAnswer | { kind: 'busy' };

/**
 * Files the claim on `orderId` at most once whatever happens. The key is stored with the claim and
 * `awaitingAnswer` before the request leaves (`draft.start`): a double click is ignored while a request is
 * out, and the retry link, "Try again" and a reload all send the same key, so the service answers the first
 * outcome instead of filing again. A refusal filed nothing: the claim may be sent again as it is (same key)
 * or changed (a new key). The requests' code and the GraphQL client load at the first sending
 * (./claimRequests); offline before they arrive, nothing is sent and nothing awaits an answer.
 */
export function useSubmitClaim(orderId: string, draft: Pick<ClaimDraft, 'start' | 'refused' | 'filed'>) {
  const sending = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const { start, refused, filed } = draft;

  const submit = useCallback(
    async (values: ClaimFormValues): Promise<ClaimAttempt> => {
      if (sending.current) return { kind: 'busy' };
      sending.current = true;
      setSubmitting(true);
      try {
        const requests = await loadClaimRequests();
        const key = requests ? await start(values) : undefined;
        if (!requests || key === undefined) return { kind: 'unanswered', message: NO_ANSWER_MESSAGE };
        const answer = await requests.sendClaim(orderId, values, key);
        if (answer.kind === 'filed') filed();
        else if (answer.kind === 'refused') refused(answer.keyUsedUp);
        return answer;
      } finally {
        sending.current = false;
        setSubmitting(false);
      }
    },
    [orderId, start, refused, filed],
  );

  return { submit, submitting };
}

const loadClaimRequests = () => import('./claimRequests').catch(() => undefined);
