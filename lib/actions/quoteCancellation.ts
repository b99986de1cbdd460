import { REFUND_CHANNELS } from '@/lib/domain/cancellation';
import { AGENT_ROLE } from '@/lib/domain/roles';
import { CANCELLATION_BASIS } from './cancelOrder';
import { declareAction, enumType, objectType, required } from './declareAction';

const REFUND_CHANNEL = enumType(
  'cancellation_refund_channel',
  REFUND_CHANNELS,
  "WALLET: back to the agent's wallet (the sale was paid from it). GATEWAY: back to the customer's card or bank through the gateway. NONE: nothing comes back.",
);

const CANCELLATION_QUOTE = objectType('cancellation_quote', {
  order_id: { type: 'uuid!' },
  reference: { type: 'String!' },
  refund_kobo: { type: 'bigint!', description: 'What cancelling today gives back' },
  refund_to: { type: required(REFUND_CHANNEL) },
  clawback_kobo: { type: 'bigint!', description: "The commission cancelling takes back from the agent's wallet" },
  basis: { type: required(CANCELLATION_BASIS) },
  reason: { type: 'String!', description: 'Why, in plain words' },
  cooling_off_ends_on: { type: 'date!', description: 'The last day of the sale’s cooling-off (Lagos)' },
});

/**
 * `quote_cancellation`: what cancelling one of the agent's plans today would give back and take back, and
 * why, worked out as `cancel_order` works it out. The order screen shows it before the agent confirms.
 */
export const QUOTE_CANCELLATION = declareAction()({
  name: 'quote_cancellation',
  kind: 'query',
  roles: [AGENT_ROLE],
  idempotent: false,
  args: { order_id: { type: 'uuid!' } },
  output: required(CANCELLATION_QUOTE),
});
