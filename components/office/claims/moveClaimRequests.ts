import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import type { ClaimStatus } from '@/lib/domain/claims';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import { readFailure } from '@/lib/forms/readFailure';
import type { KeyedAnswer, RequestFailure } from '@/lib/forms/submitOnce';
import { MoveClaim } from './moveClaim';

// The move's request, loaded (with the GraphQL client) at the first focus or tap on the move form.

/** Why the service did not move the claim: its words, its code, and the note when the refusal is about it. */
export interface MoveClaimFailure extends RequestFailure {
  onNote: boolean;
  /** Someone moved the claim first: the officer reloads it (read here, so the form's first load carries no error codes). */
  movedMeanwhile: boolean;
}

export interface MoveRequest {
  reference: string;
  /** The status the officer saw the claim in: a claim moved meanwhile is refused (`claim-status-changed`). */
  from: ClaimStatus;
  to: ClaimStatus;
  note: string;
}

/** Sends `advance_claim`. Sent again after it went through (no answer came), the service answers as the first time. */
export async function sendMoveClaim({ reference, from, to, note }: MoveRequest): Promise<KeyedAnswer<true, MoveClaimFailure>> {
  try {
    const { data } = await getBrowserApolloClient().mutate({
      mutation: MoveClaim,
      variables: { reference, fromStatus: from, toStatus: to, note: note.trim() === '' ? null : note },
      fetchPolicy: 'no-cache',
    });
    if (!data?.advance_claim) throw new Error('The data service did not answer the move');
    return { kind: 'done', done: true };
  } catch (error) {
    const code = errorCode(error);
    const onNote = CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.field === 'note';
    return readFailure({ message: formatGraphQLError(error), onNote, movedMeanwhile: code === ACTION_ERROR_CODES.claimStatusChanged, ...(code ? { code } : {}) });
  }
}
