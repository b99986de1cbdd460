import { CANCELLATION_BASES, validateCancelReason } from '@/lib/domain/cancellation';
import { AGENT_ROLE } from '@/lib/domain/roles';
import { declareAction, enumType, objectType, required, type ActionInput } from './declareAction';
import { trimmed } from './normalisers';

/** The order screen's cancel form: the order it is on, and the reason as typed. */
export interface CancelOrderFormFields {
  /** The id of the order cancelled. */
  order: string;
  reason: string;
}

/** Why a cancellation gives back what it does (`cancel_order`, `quote_cancellation`). */
export const CANCELLATION_BASIS = enumType(
  'cancellation_basis',
  CANCELLATION_BASES,
  'COOLING_OFF: within cooling-off, everything paid back. PRO_RATA: after it, the unused days. NONE: nothing back (a claim, the plan says none, a monthly plan, nothing paid).',
);

const CANCEL_ORDER_OUTPUT = objectType('cancel_order_output', {
  order_id: { type: 'uuid!' },
  status: { type: 'String!', description: 'CANCELLED' },
  refund_kobo: { type: 'bigint!', description: "Given back: to the agent's wallet for a wallet payment, else through the gateway to the customer (a refund job)" },
  clawback_kobo: { type: 'bigint!', description: "The commission taken back from the agent's wallet" },
  basis: { type: required(CANCELLATION_BASIS) },
});

/**
 * `cancel_order`: the agent cancels one of their plans with a reason (trimmed, 3–500 characters). What comes
 * back is `cancellationRefund` (lib/domain/cancellation.ts). A double click cancels once and refunds once.
 */
export const CANCEL_ORDER = declareAction<CancelOrderFormFields>()({
  name: 'cancel_order',
  kind: 'mutation',
  roles: [AGENT_ROLE],
  idempotent: true,
  args: {
    order_id: { type: 'uuid!', formField: 'order' },
    reason: { type: 'String!', formField: 'reason', normalise: trimmed, rule: (reason) => validateCancelReason(reason) },
  },
  output: required(CANCEL_ORDER_OUTPUT),
});

export type CancelOrderInput = ActionInput<typeof CANCEL_ORDER>;

