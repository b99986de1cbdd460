import { useCallback } from 'react';
import { useKeyedSubmitOnce } from '@/lib/forms/submitOnce';

/** The note's request and the GraphQL client: at the first focus or tap on the note form, else at "Send note". */
export const loadClaimNoteRequests = () => import('./claimNoteRequests');

/**
 * Sends a note at most once at a time (lib/forms/submitOnce) under one key, kept until the note went through
 * or was refused: sent again after no answer, it is the one note; the next note gets a new key.
 */
export function useClaimNote(claimId: string) {
  const { submitKeyed, submitting } = useKeyedSubmitOnce();
  const send = useCallback(
    (body: string) => submitKeyed({ load: loadClaimNoteRequests, send: (requests, noteKey) => requests.sendClaimNote(claimId, body, noteKey) }),
    [claimId, submitKeyed],
  );
  return { send, submitting };
}
