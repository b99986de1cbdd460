import { useCallback } from 'react';
import { useSubmitOnce } from '@/lib/forms/submitOnce';
import type { MoveRequest } from './moveClaimRequests';

/** The move's request and the GraphQL client: at the first focus or tap on the form, else at "Move the claim". */
export const loadMoveClaimRequests = () => import('./moveClaimRequests');

/**
 * Sends a move at most once at a time (lib/forms/submitOnce). It needs no key: the move names the status the
 * officer saw, so a repeat after it went through is answered as the first time, and never moves twice.
 */
export function useMoveClaim() {
  const { submitOnce, submitting } = useSubmitOnce();
  const move = useCallback(
    (request: MoveRequest) => submitOnce({ load: loadMoveClaimRequests, start: () => '', send: (requests) => requests.sendMoveClaim(request) }),
    [submitOnce],
  );
  return { move, submitting };
}
