import { useCallback } from 'react';
import type { InviteFormValues } from '@/lib/actions/inviteAccount';
import { useKeyedSubmitOnce } from '@/lib/forms/submitOnce';

/** The invitation's and new links' requests and the GraphQL client: at the first focus or tap, else at the submit. */
export const loadPasswordLinkRequests = () => import('./passwordLinkRequests');

/**
 * Sends an invitation at most once at a time (lib/forms/submitOnce) under one key, kept until it went through
 * or was refused: sent again after no answer, it is the same account; the next invitation gets a new key.
 */
export function useInvite() {
  const { submitKeyed, submitting } = useKeyedSubmitOnce();
  const send = useCallback(
    (values: InviteFormValues) => submitKeyed({ load: loadPasswordLinkRequests, send: (requests, inviteKey) => requests.sendInvite(values, inviteKey) }),
    [submitKeyed],
  );
  return { send, submitting };
}
