import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { toEvidenceLinks, type EvidenceLink } from '@/components/evidence/evidenceLinks';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import { readFailure } from '@/lib/forms/readFailure';
import type { KeyedAnswer, RequestFailure } from '@/lib/forms/submitOnce';
import { DeskEvidenceLinks } from './deskEvidenceLinks';
import { RequestClaimEvidence } from './requestClaimEvidence';

// The desk's requests about a claim's files, loaded (with the GraphQL client) when the files come on screen
// or the officer asks for more: the claim screen's first load carries neither.

/** Links to the files (`no-cache`: a link is short-lived, never served from memory). */
export async function fetchDeskEvidenceLinks(ids: readonly string[]): Promise<EvidenceLink[]> {
  const { data } = await getBrowserApolloClient().query({ query: DeskEvidenceLinks, variables: { ids: [...ids] }, fetchPolicy: 'no-cache' });
  if (!data) throw new Error('The data service did not answer the links');
  return toEvidenceLinks(data.evidence_links);
}

/** Why the request was not sent; `onNote`: the refusal is about the note. */
export interface EvidenceRequestFailure extends RequestFailure {
  onNote: boolean;
}

/** Asks the agent for more under `key` (the service trims the note, as the form's rule does): sent again, one request. */
export async function sendEvidenceRequest(claimId: string, note: string, key: string): Promise<KeyedAnswer<true, EvidenceRequestFailure>> {
  try {
    const { data } = await getBrowserApolloClient().mutate({ mutation: RequestClaimEvidence, variables: { key, claimId, note }, fetchPolicy: 'no-cache' });
    if (!data?.request_claim_evidence) throw new Error('The data service did not answer the request');
    return { kind: 'done', done: true };
  } catch (error) {
    const code = errorCode(error);
    const onNote = CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.field === 'note';
    return readFailure<EvidenceRequestFailure>({ message: formatGraphQLError(error), onNote, ...(code ? { code } : {}) });
  }
}
