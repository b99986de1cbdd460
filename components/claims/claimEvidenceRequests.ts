import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import { readFailure } from '@/lib/forms/readFailure';
import type { KeyedAnswer, RequestFailure } from '@/lib/forms/submitOnce';
import { AddClaimEvidence } from './addClaimEvidence';

// The claim screen's request to add photos, loaded (with the GraphQL client) when photos are added: the
// screen's first load does not carry it.

/** Why the photos were not added; `onPhotos`: the refusal is about the files (not usable, too many). */
export interface AddEvidenceFailure extends RequestFailure {
  onPhotos: boolean;
}

/** Adds the photos `evidenceIds` to the claim under `key`: sent again (no answer came), nothing changes. */
export async function sendClaimEvidence(claimId: string, evidenceIds: readonly string[], key: string): Promise<KeyedAnswer<true, AddEvidenceFailure>> {
  try {
    const { data } = await getBrowserApolloClient().mutate({
      mutation: AddClaimEvidence,
      variables: { key, claimId, evidenceIds: [...evidenceIds] },
      fetchPolicy: 'no-cache',
    });
    if (!data?.add_claim_evidence) throw new Error('The data service did not answer the photos');
    return { kind: 'done', done: true };
  } catch (error) {
    const code = errorCode(error);
    const onPhotos = CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.field === 'evidence_ids';
    return readFailure<AddEvidenceFailure>({ message: formatGraphQLError(error), onPhotos, ...(code ? { code } : {}) });
  }
}
