import { AGENT_ROLE } from '@/lib/domain/roles';
import { declareAction } from './declareAction';
import { PAYMENT_STATE } from './paymentState';

/** `payment_status`: one of the agent's payments as stored now (the waiting screens ask every few seconds). Null for one it does not find. */
export const PAYMENT_STATUS = declareAction()({
  name: 'payment_status',
  kind: 'query',
  roles: [AGENT_ROLE],
  idempotent: false,
  args: { payment_id: { type: 'uuid!' } },
  output: PAYMENT_STATE,
});
