import { AGENT_ROLE } from '@/lib/domain/roles';
import { CARD_INPUT, type CardFieldValues } from './cardInput';
import { declareAction, enumType, objectType, required, type ActionInput } from './declareAction';

/** What of the buy-plan wizard's values `buy_plan` takes: the choices and, for a card payment, the card. */
export interface BuyPlanFormFields extends CardFieldValues {
  /** The chosen customer, or '': the devices offered are theirs. */
  customerId: string;
  /** The chosen device, or ''. */
  deviceId: string;
  planId: string;
  billing: '' | 'PREPAID' | 'POSTPAID';
  paymentMethod: '' | 'WALLET' | 'CARD';
  /** The order this sale renews, or ''. */
  renewalOfOrderId: string;
}

export const CARD_DETAILS_MESSAGE = 'Enter the card details';

/** The wizard's own words for a choice not made yet: which devices and plans can be sold is the service's to say. */
export const BUY_PLAN_MESSAGES = {
  customer: 'Choose the customer the plan is for',
  device: 'Choose which of their devices the plan covers',
  plan: 'Choose one of the plans',
  billing: 'Choose how the customer pays',
  paymentMethod: 'Choose how to pay: the agent wallet or a card',
} as const;

const BILLING_TYPE = enumType(
  'billing_type',
  ['PREPAID', 'POSTPAID'],
  'Pay the whole term now, or in 12 monthly instalments (only where the partner allows it).',
);

const PAYMENT_METHOD = enumType('payment_method', ['WALLET', 'CARD']);

const chosen = (message: string) => (typed: string) => (typed === '' ? message : undefined);

const BUY_PLAN_OUTPUT = objectType('buy_plan_output', {
  order_id: { type: 'uuid!' },
  reference: { type: 'String!' },
  policy_number: { type: 'String!' },
  verification_code: { type: 'String!', description: "The protection card's unguessable code, for its QR link to /verify (verify_card)." },
  status: { type: 'String!' },
  billing: { type: required(BILLING_TYPE) },
  premium_kobo: { type: 'bigint!' },
  instalment_kobo: { type: 'bigint' },
  instalments: { type: 'Int!' },
  amount_paid_kobo: { type: 'bigint!' },
  commission_kobo: { type: 'bigint!' },
  wallet_balance_kobo: { type: 'bigint!' },
  payment_id: { type: 'uuid!' },
  payment_reference: { type: 'String!' },
  starts_on: { type: 'date!' },
  ends_on: { type: 'date!' },
});

/**
 * `buy_plan`: a card only for a card payment (one sent with a wallet payment is not looked at).
 * `renewal_of_order_id` has no form field: the agent cannot edit it, so its refusal (the renewal window
 * passed meanwhile) is said at the payment.
 */
export const BUY_PLAN = declareAction<BuyPlanFormFields>()({
  name: 'buy_plan',
  kind: 'mutation',
  roles: [AGENT_ROLE],
  idempotent: true,
  args: {
    device_id: {
      type: 'uuid!',
      formField: 'deviceId',
      // Asked for once a customer is chosen: the customer's own message comes first.
      formRule: (typed, values) => (values.customerId !== '' && typed === '' ? BUY_PLAN_MESSAGES.device : undefined),
    },
    plan_id: { type: 'uuid!', formField: 'planId', formRule: chosen(BUY_PLAN_MESSAGES.plan) },
    billing: {
      type: required(BILLING_TYPE),
      formField: 'billing',
      read: (values) => (values.billing === 'POSTPAID' ? 'POSTPAID' : 'PREPAID'),
      formRule: chosen(BUY_PLAN_MESSAGES.billing),
    },
    payment_method: {
      type: required(PAYMENT_METHOD),
      formField: 'paymentMethod',
      read: (values) => (values.paymentMethod === 'CARD' ? 'CARD' : 'WALLET'),
      formRule: chosen(BUY_PLAN_MESSAGES.paymentMethod),
    },
    card: {
      type: CARD_INPUT,
      formField: 'cardNumber',
      sentWhen: (values) => values.paymentMethod === 'CARD',
      rule: (card, sale) => (sale.payment_method === 'CARD' && card === null ? CARD_DETAILS_MESSAGE : undefined),
      usedWhen: (sale) => sale.payment_method === 'CARD',
    },
    renewal_of_order_id: { type: 'uuid', read: (values) => (values.renewalOfOrderId === '' ? null : values.renewalOfOrderId) },
  },
  output: required(BUY_PLAN_OUTPUT),
});

export type BuyPlanInput = ActionInput<typeof BUY_PLAN>;
