import type { BuyPlanFormFields } from '@/lib/actionInputs/buyPlanInput';
import type { FieldRules } from '@/lib/forms/fieldRules';
import type { BuyPlanStep, BuyPlanValues } from '@/lib/flows/buyPlanFlow';
import { validateCardExpiry, validateCardNumber, validateCvv } from '@/lib/validation';

/**
 * What the wizard's one form holds: the stored choices, and the card, which is never stored; `buy_plan`
 * reads the sale's fields as `BUY_PLAN_INPUT` says. `renewalOfOrderId` is set by a renewal link and left
 * when another device or customer is chosen.
 */
export interface BuyPlanFormValues extends BuyPlanFormFields {
  customerSearch: string;
  customerId: string;
}

export const emptyBuyPlanValues: BuyPlanFormValues = {
  customerSearch: '',
  customerId: '',
  deviceId: '',
  planId: '',
  // Paying once is always offered, so it is the starting choice.
  billing: 'PREPAID',
  paymentMethod: '',
  renewalOfOrderId: '',
  cardNumber: '',
  cardExpiry: '',
  cardCvv: '',
};

export const BUY_PLAN_STEP_FIELDS: Record<BuyPlanStep, (keyof BuyPlanFormValues)[]> = {
  'customer-device': ['customerId', 'deviceId'],
  plan: ['planId', 'billing'],
  payment: ['paymentMethod', 'cardNumber', 'cardExpiry', 'cardCvv'],
  done: [],
};

export const BUY_PLAN_STEP_TITLES: Record<BuyPlanStep, string> = {
  'customer-device': 'Customer & device',
  plan: 'Plan',
  payment: 'Payment',
  done: 'Done',
};

export const BUY_PLAN_MESSAGES = {
  customer: 'Choose the customer the plan is for',
  device: 'Choose which of their devices the plan covers',
  plan: 'Choose one of the plans',
  billing: 'Choose how the customer pays',
  paymentMethod: 'Choose how to pay: the agent wallet or a card',
} as const;

const CARD_FIELDS = new Set<keyof BuyPlanFormValues>(['cardNumber', 'cardExpiry', 'cardCvv']);
const paysByCard = (values: BuyPlanFormValues) => values.paymentMethod === 'CARD';

/**
 * Each field's rule. The choices are checked for presence only: which devices and plans can be sold is the
 * data service's to say (shown on the steps), the card by the shared rules the service runs too.
 */
export const buyPlanRules: FieldRules<BuyPlanFormValues> = {
  customerSearch: () => undefined,
  customerId: (value) => (value === '' ? BUY_PLAN_MESSAGES.customer : undefined),
  deviceId: (value, values) => (values.customerId !== '' && value === '' ? BUY_PLAN_MESSAGES.device : undefined),
  planId: (value) => (value === '' ? BUY_PLAN_MESSAGES.plan : undefined),
  billing: (value) => (value === '' ? BUY_PLAN_MESSAGES.billing : undefined),
  paymentMethod: (value) => (value === '' ? BUY_PLAN_MESSAGES.paymentMethod : undefined),
  renewalOfOrderId: () => undefined,
  cardNumber: (value, values) => (paysByCard(values) ? validateCardNumber(value) : undefined),
  cardExpiry: (value, values, today) => (paysByCard(values) ? validateCardExpiry(value, today) : undefined),
  cardCvv: (value, values) => (paysByCard(values) ? validateCvv(value) : undefined),
};

/** What the persisted flow keeps of the form: everything but the card. */
export function storedChoices(values: BuyPlanFormValues): Partial<BuyPlanValues> {
  const { customerSearch, customerId, deviceId, planId, billing, paymentMethod, renewalOfOrderId } = values;
  return { customerSearch: customerSearch.slice(0, 100), customerId, deviceId, planId, billing, paymentMethod, renewalOfOrderId };
}

/** The form's values from the stored choices (the card starts empty: it is typed again). */
export function formValuesOf(stored: Partial<BuyPlanValues>): BuyPlanFormValues {
  const empty = emptyBuyPlanValues;
  const { customerSearch = empty.customerSearch, customerId = empty.customerId, deviceId = empty.deviceId } = stored;
  const { planId = empty.planId, billing = empty.billing, paymentMethod = empty.paymentMethod, renewalOfOrderId = empty.renewalOfOrderId } = stored;
  return { ...empty, customerSearch, customerId, deviceId, planId, billing, paymentMethod, renewalOfOrderId };
}

/** Whether an edit of `field` makes the payment a different request (a new idempotency key). The card does not. */
export function changesTheSale(field: keyof BuyPlanFormValues): boolean {
  return field !== 'customerSearch' && !CARD_FIELDS.has(field);
}
