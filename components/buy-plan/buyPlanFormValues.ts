import type { BuyPlanFormFields } from '@/lib/actions/buyPlan';
import { lateFieldRules } from '@/lib/forms/lateFieldRules';
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
  // The photos are beside the form, in the flow (`inspection`): the wizard checks them itself.
  photos: [],
  payment: ['paymentMethod', 'ussdBank'],
  done: [],
};

export const BUY_PLAN_STEP_TITLES: Record<BuyPlanStep, string> = {
  'customer-device': 'Customer & device',
  plan: 'Plan',
  photos: 'Photos of the phone',
  payment: 'Payment',
  done: 'Done',
};

/**
 * The form's rules (`buyPlanFormRules`), out of the wizard's first load with `buy_plan`'s declaration: they
 * load with the later steps at the agent's first focus or tap, and "Next" and "Pay" await them.
 */
export const buyPlanRules = lateFieldRules<BuyPlanFormValues>(Object.keys(emptyBuyPlanValues) as (keyof BuyPlanFormValues)[], () =>
  import('./buyPlanFormRules').then((module) => module.buyPlanFormRules),
);

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
