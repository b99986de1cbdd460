import { CLAIM_STATUSES } from '@/lib/domain/claims';
import { BACK_OFFICE_ROLE, CLAIMS_OFFICER_ROLE } from '@/lib/domain/roles';
import { declareAction, enumType, objectType, required } from './declareAction';

const CLAIM_STATUS = enumType('claim_status', CLAIM_STATUSES);

const ADVANCE_CLAIM_OUTPUT = objectType('advance_claim_output', {
  claim_id: { type: 'uuid!' },
  reference: { type: 'String!' },
  from_status: { type: required(CLAIM_STATUS) },
  to_status: { type: required(CLAIM_STATUS) },
  event_id: { type: 'uuid!', description: 'The timeline event the move added.' },
});

/** `advance_claim`: back office (`npm run claim:advance`) or a claims officer (its own partner's claims) moves a claim on. */
export const ADVANCE_CLAIM = declareAction()({
  name: 'advance_claim',
  kind: 'mutation',
  roles: [BACK_OFFICE_ROLE, CLAIMS_OFFICER_ROLE],
  idempotent: false,
  args: {
    reference: { type: 'String!' },
    from_status: {
      type: required(CLAIM_STATUS),
      description:
        'The status the caller saw the claim in: once the claim has left it, the move is refused (claim-status-changed), ' +
        'unless it is the move that took it away, repeated',
    },
    to_status: { type: CLAIM_STATUS, description: 'Where to move it; by default its first next status (APPROVED after UNDER_REVIEW)' },
    note: { type: 'String', description: 'Shown on the timeline; by default the step’s own words. Required for a rejection: its reason.' },
  },
  output: required(ADVANCE_CLAIM_OUTPUT),
});
