import { graphql } from '@/lib/graphql/generated';

/** A note on a claim, from its agent or the claims desk (both send this one operation). */
export const AddClaimNote = graphql(`
  mutation AddClaimNote($key: uuid!, $claimId: uuid!, $body: String!) {
    add_claim_note(idempotency_key: $key, claim_id: $claimId, body: $body) {
      note_id
      created_at
    }
  }
`);
