import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import { readFailure } from '@/lib/forms/readFailure';
import type { KeyedAnswer, RequestFailure } from '@/lib/forms/submitOnce';
import { AddClaimNote } from './addClaimNote';

// The note's request, loaded (with the GraphQL client) at the first focus or tap on the note form.

/** Sends the note under its key: sent again (no answer came), it is the same note. */
export async function sendClaimNote(claimId: string, body: string, key: string): Promise<KeyedAnswer<true, RequestFailure>> {
  try {
    // As typed: the service trims it (ADD_CLAIM_NOTE's rule), the form having checked it the same way.
    const { data } = await getBrowserApolloClient().mutate({ mutation: AddClaimNote, variables: { key, claimId, body }, fetchPolicy: 'no-cache' });
    if (!data?.add_claim_note) throw new Error('The data service did not answer the note');
    return { kind: 'done', done: true };
  } catch (error) {
    const code = errorCode(error);
    return readFailure({ message: formatGraphQLError(error), ...(code ? { code } : {}) });
  }
}
