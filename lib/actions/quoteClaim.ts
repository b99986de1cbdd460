import { AGENT_ROLE } from '@/lib/domain/roles';
import { declareAction, listOf, objectType, required } from './declareAction';
import { CLAIM_TYPE } from './claimType';

const OPEN_CLAIM_REF = objectType('open_claim_ref', {
  claim_id: { type: 'uuid!' },
  reference: { type: 'String!' },
});

const CLAIM_TYPE_OPTION = objectType('claim_type_option', {
  claim_type: { type: required(CLAIM_TYPE) },
  excess_kobo: { type: 'bigint!', description: 'The excess a claim of this type would carry.' },
  covered_from: { type: 'date!', description: "The first incident date covered: the plan's start plus the waiting period." },
});

const CLAIM_QUOTE = objectType('claim_quote', {
  order_id: { type: 'uuid!' },
  reference: { type: 'String!' },
  plan_name: { type: 'String!' },
  starts_on: { type: 'date!' },
  ends_on: { type: 'date!' },
  claims_per_term: { type: 'Int!' },
  claims_used: { type: 'Int!', description: 'Claims on this order that count against the term (all but rejected ones).' },
  open_claim: { type: OPEN_CLAIM_REF, description: "The device's open claim: no other can be filed until it is completed or rejected." },
  options: { type: required(listOf(required(CLAIM_TYPE_OPTION))), description: 'One per claim type the plan covers.' },
});

/** `quote_claim`: what a claim on the order would be (excess per covered type, waiting period), before it is filed. */
export const QUOTE_CLAIM = declareAction()({
  name: 'quote_claim',
  kind: 'query',
  roles: [AGENT_ROLE],
  idempotent: false,
  args: { order_id: { type: 'uuid!' } },
  output: required(CLAIM_QUOTE),
});
