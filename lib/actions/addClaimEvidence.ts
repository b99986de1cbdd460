import { AGENT_ROLE } from '@/lib/domain/roles';
import { declareAction, listOf, objectType, required, type ActionInput } from './declareAction';

const ADD_CLAIM_EVIDENCE_OUTPUT = objectType('add_claim_evidence_output', {
  claim_id: { type: 'uuid!' },
  evidence_count: { type: 'Int!', description: 'How many photos and documents the claim carries now.' },
});

/**
 * `add_claim_evidence`: the claim's agent adds photos or the police report (uploaded first, at /v1/uploads)
 * while the claim is being reviewed, as the claims desk may ask. Sent again with its key, nothing changes.
 */
export const ADD_CLAIM_EVIDENCE = declareAction()({
  name: 'add_claim_evidence',
  kind: 'mutation',
  roles: [AGENT_ROLE],
  idempotent: true,
  args: {
    claim_id: { type: 'uuid!' },
    evidence_ids: { type: required(listOf('uuid!')) },
  },
  output: required(ADD_CLAIM_EVIDENCE_OUTPUT),
});

export type AddClaimEvidenceInput = ActionInput<typeof ADD_CLAIM_EVIDENCE>;
