import { BACK_OFFICE_ROLE } from '@/lib/domain/roles';
import { declareAction, objectType, required } from './declareAction';

const REFUND_OUTPUT = objectType('refund_output', {
  refund_id: { type: 'uuid!' },
  payment_id: { type: 'uuid!' },
  amount_kobo: { type: 'bigint!' },
  status: { type: 'String!', description: 'PENDING until the gateway says PROCESSED or FAILED' },
});

/**
 * `refund_payment` (back office; cancellations use it in the lifecycle issue): returns all or part of a
 * gateway payment through the gateway's refund API; recorded on the payment and, for a wallet funding, the ledger.
 */
export const REFUND_PAYMENT = declareAction()({
  name: 'refund_payment',
  kind: 'mutation',
  roles: [BACK_OFFICE_ROLE],
  idempotent: true,
  args: {
    payment_id: { type: 'uuid!' },
    amount_kobo: { type: 'bigint', description: 'Part of the payment; all of what is left when absent' },
    reason: { type: 'String!' },
  },
  output: required(REFUND_OUTPUT),
});
