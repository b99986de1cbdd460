import { BUY_PLAN, BUY_PLAN_MESSAGES } from '@/lib/actions/buyPlan';
import { formRules } from '@/lib/actions/formRules';
import type { FieldRules } from '@/lib/forms/fieldRules';
import type { BuyPlanFormValues } from './buyPlanFormValues';

/**
 * Each field's rule, from `BUY_PLAN`: the choices are checked for presence only (which devices and plans can
 * be sold is the data service's to say, shown on the steps), the bank when paying by USSD.
 */
export const buyPlanFormRules: FieldRules<BuyPlanFormValues> = formRules(BUY_PLAN, {
  customerSearch: () => undefined,
  customerId: (value) => (value === '' ? BUY_PLAN_MESSAGES.customer : undefined),
  renewalOfOrderId: () => undefined,
});
