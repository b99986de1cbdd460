import { CARD_INPUT, type CardFieldValues, type CardInput } from './cardInput';
import { formFieldLookup, inputFromForm, type InputFields } from './inputFields';

/** What of the buy-plan wizard's values `buy_plan` takes: the choices and, for a card payment, the card. */
export interface BuyPlanFormFields extends CardFieldValues {
  /** The chosen device, or ''. */
  deviceId: string;
  planId: string;
  billing: '' | 'PREPAID' | 'POSTPAID';
  paymentMethod: '' | 'WALLET' | 'CARD';
  /** The order this sale renews, or ''. */
  renewalOfOrderId: string;
}

/** `buy_plan`'s typed arguments (the idempotency key aside). */
export interface BuyPlanInput {
  device_id: string;
  plan_id: string;
  billing: 'PREPAID' | 'POSTPAID';
  payment_method: 'WALLET' | 'CARD';
  card: CardInput | null;
  renewal_of_order_id: string | null;
}

export const CARD_DETAILS_MESSAGE = 'Enter the card details';

/**
 * `buy_plan`: a card only for a card payment. `renewal_of_order_id` has no form field: the agent cannot
 * edit it, so its refusal (the renewal window passed meanwhile) is said at the payment.
 */
export const BUY_PLAN_INPUT: InputFields<BuyPlanFormFields, BuyPlanInput> = {
  device_id: { formField: 'deviceId' },
  plan_id: { formField: 'planId' },
  billing: { formField: 'billing', read: (values) => (values.billing === 'POSTPAID' ? 'POSTPAID' : 'PREPAID') },
  payment_method: { formField: 'paymentMethod', read: (values) => (values.paymentMethod === 'CARD' ? 'CARD' : 'WALLET') },
  card: {
    formField: 'cardNumber',
    fields: CARD_INPUT,
    read: (values) => (values.paymentMethod === 'CARD' ? inputFromForm(CARD_INPUT, values) : null),
    rule: (card, sale) => (sale.payment_method === 'CARD' && card === null ? CARD_DETAILS_MESSAGE : undefined),
  },
  renewal_of_order_id: { read: (values) => (values.renewalOfOrderId === '' ? null : values.renewalOfOrderId) },
};

/** The wizard's field for a refusal's `extensions.field` (`plan_id`, `card.expiry`). */
export const buyPlanFormFieldOf = formFieldLookup(BUY_PLAN_INPUT);
