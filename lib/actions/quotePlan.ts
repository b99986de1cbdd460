import { AGENT_ROLE } from '@/lib/domain/roles';
import { declareAction, listOf, objectType, required } from './declareAction';
import { CLAIM_TYPE } from './claimType';
import { EVIDENCE_KIND } from './evidenceKind';

const PLAN_QUOTE = objectType('plan_quote', {
  plan_id: { type: 'uuid!' },
  code: { type: 'String!' },
  name: { type: 'String!' },
  description: { type: 'String!' },
  covers: { type: required(listOf(required(CLAIM_TYPE))) },
  term_months: { type: 'Int!' },
  claims_per_term: { type: 'Int!' },
  device_value_kobo: { type: 'bigint!' },
  prepaid_premium_kobo: { type: 'bigint!' },
  postpaid_instalment_kobo: { type: 'bigint', description: 'Null when the partner does not allow postpaid plans.' },
  postpaid_instalments: { type: 'Int' },
  postpaid_total_kobo: { type: 'bigint' },
  excess_kobo: { type: 'bigint!' },
  theft_excess_kobo: { type: 'bigint', description: 'Excess of a theft claim, for plans that cover theft.' },
  starts_on: { type: 'date!' },
  ends_on: { type: 'date!' },
  inspection_photos: {
    type: required(listOf(required(EVIDENCE_KIND))),
    description: "The inspection photos of the phone a sale on this plan needs before payment (none for a renewal: the phone was inspected at its first sale).",
  },
});

/** `quote_plan`: the partner's plans on sale for one of the agent's devices, priced by the service. */
export const QUOTE_PLAN = declareAction()({
  name: 'quote_plan',
  kind: 'query',
  roles: [AGENT_ROLE],
  idempotent: false,
  args: {
    device_id: { type: 'uuid!' },
    renewal_of_order_id: { type: 'uuid' },
  },
  output: required(listOf(required(PLAN_QUOTE))),
});
