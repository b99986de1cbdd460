import { AGENT_ROLE, CLAIMS_OFFICER_ROLE } from '@/lib/domain/roles';
import { validateClaimNote } from '@/lib/validation/claim';
import { declareAction, objectType, required, type ActionInput } from './declareAction';
import { trimmed } from './normalisers';

/** The note form, as typed. */
export interface ClaimNoteFormFields {
  body: string;
}

const ADD_CLAIM_NOTE_OUTPUT = objectType('add_claim_note_output', {
  note_id: { type: 'uuid!' },
  created_at: { type: 'timestamptz!' },
});

/**
 * `add_claim_note`: the agent who filed a claim, or a claims officer of its partner, writes to the other
 * side. Sent again with its key (a retry, a double tap), it is the one note.
 */
export const ADD_CLAIM_NOTE = declareAction<ClaimNoteFormFields>()({
  name: 'add_claim_note',
  kind: 'mutation',
  roles: [AGENT_ROLE, CLAIMS_OFFICER_ROLE],
  idempotent: true,
  args: {
    claim_id: { type: 'uuid!' },
    body: { type: 'String!', maxLength: 4000, formField: 'body', normalise: trimmed, rule: (body) => validateClaimNote(body) },
  },
  output: required(ADD_CLAIM_NOTE_OUTPUT),
});

export type AddClaimNoteInput = ActionInput<typeof ADD_CLAIM_NOTE>;
