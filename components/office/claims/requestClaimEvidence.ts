import { graphql } from '@/lib/graphql/claims-officer/generated';

/** The desk asks the claim's agent for more photos or documents, saying what in a note; keyed: sent again, one request. */
export const RequestClaimEvidence = graphql(`
  mutation RequestClaimEvidence($key: uuid!, $claimId: uuid!, $note: String!) {
    request_claim_evidence(idempotency_key: $key, claim_id: $claimId, note: $note) {
      claim_id
      requested_at
      note_id
    }
  }
`);
