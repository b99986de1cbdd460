import { PARTNER_OPS_ROLE } from '@/lib/domain/roles';
import { declareAction, objectType, required } from './declareAction';

const SET_PLAN_ON_SALE_OUTPUT = objectType('set_plan_on_sale_output', {
  plan_id: { type: 'uuid!' },
  on_sale: { type: 'Boolean!' },
  changed: { type: 'Boolean!', description: 'False when the plan already was (nothing was written).' },
});

/**
 * `set_plan_on_sale`: operations retire a plan (new sales no longer offer it; its orders keep their cover
 * and terms) or put it back on sale. Only a plan's newest version goes back on sale.
 */
export const SET_PLAN_ON_SALE = declareAction()({
  name: 'set_plan_on_sale',
  kind: 'mutation',
  roles: [PARTNER_OPS_ROLE],
  idempotent: false,
  args: { plan_id: { type: 'uuid!' }, on_sale: { type: 'Boolean!' } },
  output: required(SET_PLAN_ON_SALE_OUTPUT),
});
