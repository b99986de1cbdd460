import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@/lib/flows/idempotencyKey';
import { useSubmitOnce } from '@/lib/forms/submitOnce';

/** The note's request and the GraphQL client: at the first focus or tap on the note form, else at "Send note". */
export const loadClaimNoteRequests = () => import('./claimNoteRequests');

/**
 * Sends a note at most once at a time (lib/forms/submitOnce) under one key, kept until the note went through
 * or was refused: sent again after no answer, it is the one note; the next note gets a new key.
 */
export function useClaimNote(claimId: string) {
  const { submitOnce, submitting } = useSubmitOnce();
  const key = useRef<string | undefined>(undefined);
  const send = useCallback(
    async (body: string) => {
      const outcome = await submitOnce({
        load: loadClaimNoteRequests,
        start: () => (key.current ??= newIdempotencyKey()),
        send: (requests, noteKey) => requests.sendClaimNote(claimId, body, noteKey),
      });
      if (outcome.kind === 'done' || outcome.kind === 'refused') key.current = undefined;
      return outcome;
    },
    [claimId, submitOnce],
  );
  return { send, submitting };
}
