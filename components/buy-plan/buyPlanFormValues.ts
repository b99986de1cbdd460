import { BUY_PLAN, BUY_PLAN_MESSAGES, type BuyPlanFormFields } from '@/lib/actions/buyPlan';
import { formRules } from '@/lib/actions/formRules';
import type { FieldRules } from '@/lib/forms/fieldRules';
import type { BuyPlanStep, BuyPlanValues } from '@/lib/flows/buyPlanFlow';

/**
 * What the wizard's one form holds: the stored choices (no card data: the card is typed on the gateway's
 * page); `buy_plan` reads the sale's fields as `BUY_PLAN` says. `renewalOfOrderId` is set by a renewal link and left
 * when another device or customer is chosen.
 */
export interface BuyPlanFormValues extends BuyPlanFormFields {
  customerSearch: string;
}

export const emptyBuyPlanValues: BuyPlanFormValues = {
  customerSearch: '',
  customerId: '',
  deviceId: '',
  planId: '',
  // Paying once is always offered, so it is the starting choice.
  billing: 'PREPAID',
  paymentMethod: '',
  ussdBank: '',
  renewalOfOrderId: '',
};

export const BUY_PLAN_STEP_FIELDS: Record<BuyPlanStep, (keyof BuyPlanFormValues)[]> = {
  'customer-device': ['customerId', 'deviceId'],
  plan: ['planId', 'billing'],
  payment: ['paymentMethod', 'ussdBank'],
  done: [],
};

export const BUY_PLAN_STEP_TITLES: Record<BuyPlanStep, string> = {
  'customer-device': 'Customer & device',
  plan: 'Plan',
  payment: 'Payment',
  done: 'Done',
};

/**
 * Each field's rule, from `BUY_PLAN`: the choices are checked for presence only (which devices and plans can
 * be sold is the data service's to say, shown on the steps), the bank when paying by USSD.
 */
export const buyPlanRules: FieldRules<BuyPlanFormValues> = formRules(BUY_PLAN, {
  customerSearch: () => undefined,
  customerId: (value) => (value === '' ? BUY_PLAN_MESSAGES.customer : undefined),
  renewalOfOrderId: () => undefined,
});

/** What the persisted flow keeps of the form: all of it. */
export function storedChoices(values: BuyPlanFormValues): Partial<BuyPlanValues> {
  const { customerSearch, customerId, deviceId, planId, billing, paymentMethod, ussdBank, renewalOfOrderId } = values;
  return { customerSearch: customerSearch.slice(0, 100), customerId, deviceId, planId, billing, paymentMethod, ussdBank, renewalOfOrderId };
}

/** The form's values from the stored choices. */
export function formValuesOf(stored: Partial<BuyPlanValues>): BuyPlanFormValues {
  const empty = emptyBuyPlanValues;
  const { customerSearch = empty.customerSearch, customerId = empty.customerId, deviceId = empty.deviceId } = stored;
  const { planId = empty.planId, billing = empty.billing, paymentMethod = empty.paymentMethod, ussdBank = empty.ussdBank } = stored;
  const { renewalOfOrderId = empty.renewalOfOrderId } = stored;
  return { customerSearch, customerId, deviceId, planId, billing, paymentMethod, ussdBank, renewalOfOrderId };
}

/** Whether an edit of `field` makes the payment a different request (a new idempotency key): all but the search do. */
export function changesTheSale(field: keyof BuyPlanFormValues): boolean {
  return field !== 'customerSearch';
}
