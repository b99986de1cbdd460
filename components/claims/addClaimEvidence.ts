import { graphql } from '@/lib/graphql/generated';

/** More photos or documents for a claim under review (what the claims desk asked for); keyed: sent again, nothing changes. */
export const AddClaimEvidence = graphql(`
  mutation AddClaimEvidence($key: uuid!, $claimId: uuid!, $evidenceIds: [uuid!]!) {
    add_claim_evidence(idempotency_key: $key, claim_id: $claimId, evidence_ids: $evidenceIds) {
      claim_id
      evidence_count
    }
  }
`);
