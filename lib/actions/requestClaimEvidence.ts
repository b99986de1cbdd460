import { CLAIMS_OFFICER_ROLE } from '@/lib/domain/roles';
import { validateClaimNote } from '@/lib/validation/claim';
import { declareAction, objectType, required, type ActionInput } from './declareAction';
import { trimmed } from './normalisers';

/** The request form, as typed: what the officer needs. */
export interface RequestEvidenceFormFields {
  note: string;
}

const REQUEST_CLAIM_EVIDENCE_OUTPUT = objectType('request_claim_evidence_output', {
  claim_id: { type: 'uuid!' },
  requested_at: { type: 'timestamptz!' },
  note_id: { type: 'uuid!', description: 'The note to the agent that says what is needed.' },
});

/**
 * `request_claim_evidence`: a claims officer asks the claim's agent for more photos or documents, saying
 * which in a note; the claim shows the request until the agent adds some. Sent again with its key, one request.
 */
export const REQUEST_CLAIM_EVIDENCE = declareAction<RequestEvidenceFormFields>()({
  name: 'request_claim_evidence',
  kind: 'mutation',
  roles: [CLAIMS_OFFICER_ROLE],
  idempotent: true,
  args: {
    claim_id: { type: 'uuid!' },
    note: { type: 'String!', maxLength: 4000, formField: 'note', normalise: trimmed, rule: (note) => validateClaimNote(note) },
  },
  output: required(REQUEST_CLAIM_EVIDENCE_OUTPUT),
});

export type RequestClaimEvidenceInput = ActionInput<typeof REQUEST_CLAIM_EVIDENCE>;
