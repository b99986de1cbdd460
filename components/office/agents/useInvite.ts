import { useCallback, useRef } from 'react';
import type { InviteFormValues } from '@/lib/actions/inviteAccount';
import { newIdempotencyKey } from '@/lib/flows/idempotencyKey';
import { useSubmitOnce } from '@/lib/forms/submitOnce';

/** The invitation's and new links' requests and the GraphQL client: at the first focus or tap, else at the submit. */
export const loadPasswordLinkRequests = () => import('./passwordLinkRequests');

/**
 * Sends an invitation at most once at a time (lib/forms/submitOnce) under one key, kept until it went through
 * or was refused: sent again after no answer, it is the same account; the next invitation gets a new key.
 */
export function useInvite() {
  const { submitOnce, submitting } = useSubmitOnce();
  const key = useRef<string | undefined>(undefined);
  const send = useCallback(
    async (values: InviteFormValues) => {
      const outcome = await submitOnce({
        load: loadPasswordLinkRequests,
        start: () => (key.current ??= newIdempotencyKey()),
        send: (requests, inviteKey) => requests.sendInvite(values, inviteKey),
      });
      if (outcome.kind === 'done' || outcome.kind === 'refused') key.current = undefined;
      return outcome;
    },
    [submitOnce],
  );
  return { send, submitting };
}
