import { AGENT_ROLE, ANONYMOUS_ROLE } from '@/lib/domain/roles';
import { declareAction, objectType } from './declareAction';

const VERIFY_CARD_OUTPUT = objectType('verify_card_output', {
  policy_number: { type: 'String!' },
  valid: { type: 'Boolean!', description: 'True while the cover runs today.' },
  status: { type: 'String!', description: 'ACTIVE, NOT_STARTED, LAPSED (not covered: monthly instalments unpaid), EXPIRED or CANCELLED' },
  partner_name: { type: 'String!' },
  plan_name: { type: 'String!' },
  starts_on: { type: 'date!' },
  ends_on: { type: 'date!' },
  device_brand: { type: 'String!' },
  device_model: { type: 'String!' },
  masked_imei: { type: 'String!', description: 'Only the last 4 digits: •••••••••••7518' },
});

/** `verify_card` (public): is this protection card valid? Null for a card it does not find. */
export const VERIFY_CARD = declareAction()({
  name: 'verify_card',
  kind: 'query',
  roles: [ANONYMOUS_ROLE, AGENT_ROLE],
  idempotent: false,
  args: {
    code: { type: 'String!', description: "The card's verification code (exact), or its policy number (case and spaces ignored)" },
    imei_last4: { type: 'String', description: "The last 4 digits of the device's IMEI: needed with a policy number, ignored with a verification code" },
  },
  output: VERIFY_CARD_OUTPUT,
});
