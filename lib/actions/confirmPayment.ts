import { AGENT_ROLE } from '@/lib/domain/roles';
import { declareAction, required } from './declareAction';
import { PAYMENT_STATE } from './paymentState';

/**
 * `confirm_payment`: asks the gateway now about one of the agent's pending payments and settles it (the
 * browser back from checkout, or "Check again"). Safe to repeat: a settled payment is answered as it is.
 */
export const CONFIRM_PAYMENT = declareAction()({
  name: 'confirm_payment',
  kind: 'mutation',
  roles: [AGENT_ROLE],
  idempotent: false,
  args: { payment_id: { type: 'uuid!' } },
  output: required(PAYMENT_STATE),
});
