import { PAYMENT_METHODS, USSD_BANKS, type PaymentMethod, type UssdBank } from '@/lib/domain/payments';
import { AGENT_ROLE } from '@/lib/domain/roles';
import { declareAction, enumType, listOf, objectType, required, type ActionInput } from './declareAction';
import { PAYMENT_STATE } from './paymentState';

/** What of the buy-plan wizard's values `buy_plan` takes: the choices, and for USSD the customer's bank. */
export interface BuyPlanFormFields {
  /** The chosen customer, or '': the devices offered are theirs. */
  customerId: string;
  /** The chosen device, or ''. */
  deviceId: string;
  planId: string;
  billing: '' | 'PREPAID' | 'POSTPAID';
  paymentMethod: '' | PaymentMethod;
  /** USSD: the customer's bank, or ''. */
  ussdBank: '' | UssdBank;
  /** The order this sale renews, or ''. */
  renewalOfOrderId: string;
}

/** The wizard's own words for a choice not made yet: which devices and plans can be sold is the service's to say. */
export const BUY_PLAN_MESSAGES = {
  customer: 'Choose the customer the plan is for',
  device: 'Choose which of their devices the plan covers',
  plan: 'Choose one of the plans',
  billing: 'Choose how the customer pays',
  paymentMethod: 'Choose how the customer pays: wallet, card, bank transfer or USSD',
  ussdBank: "Choose the customer's bank for the USSD code",
} as const;

const BILLING_TYPE = enumType(
  'billing_type',
  ['PREPAID', 'POSTPAID'],
  'Pay the whole term now, or in 12 monthly instalments (only where the partner allows it).',
);

export const PAYMENT_METHOD = enumType(
  'payment_method',
  PAYMENT_METHODS,
  "WALLET: from the agent's wallet, at once. CARD (the gateway's checkout page), TRANSFER (an account for this payment) and USSD: pending until the gateway confirms the money.",
);

const USSD_BANK = enumType(
  'ussd_bank',
  USSD_BANKS.map((bank) => bank.value),
  "The customer's bank, whose USSD code the customer dials.",
);

const isPaymentMethod = (value: string): value is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(value);

const chosen = (message: string) => (typed: string) => (typed === '' ? message : undefined);

const BUY_PLAN_OUTPUT = objectType('buy_plan_output', {
  order_id: { type: 'uuid!' },
  reference: { type: 'String!' },
  policy_number: { type: 'String!' },
  verification_code: { type: 'String!', description: "The protection card's unguessable code, for its QR link to /verify (verify_card)." },
  status: { type: 'String!', description: 'ACTIVE when paid (wallet), PENDING_PAYMENT while the gateway has not confirmed the payment' },
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
  payment: { type: required(PAYMENT_STATE), description: 'The payment and, while pending, what the customer does next.' },
});

/**
 * `buy_plan`: sells a plan. From the wallet the order is ACTIVE at once; through the gateway it is
 * PENDING_PAYMENT with a pending payment until the gateway confirms the money (webhook or verify), and the
 * answer says what the customer does next. No card data: the card is typed on the gateway's page.
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
      read: (values) => (isPaymentMethod(values.paymentMethod) ? values.paymentMethod : 'WALLET'),
      formRule: chosen(BUY_PLAN_MESSAGES.paymentMethod),
    },
    ussd_bank: {
      type: USSD_BANK,
      formField: 'ussdBank',
      read: (values) => (values.ussdBank === '' ? null : values.ussdBank),
      sentWhen: (values) => values.paymentMethod === 'USSD',
      rule: (bank, sale) => (sale.payment_method === 'USSD' && bank === null ? BUY_PLAN_MESSAGES.ussdBank : undefined),
      formRule: (typed, values) => (values.paymentMethod === 'USSD' && typed === '' ? BUY_PLAN_MESSAGES.ussdBank : undefined),
      usedWhen: (sale) => sale.payment_method === 'USSD',
    },
    renewal_of_order_id: { type: 'uuid', read: (values) => (values.renewalOfOrderId === '' ? null : values.renewalOfOrderId) },
    inspection_evidence_ids: {
      type: listOf('uuid!'),
      description: "The phone's inspection photos, uploaded first (/v1/uploads); quote_plan's inspection_photos says which the plan needs.",
      // No form field: the photos are the wizard's, beside the form (components/buy-plan/buyPlanVariables.ts).
    },
  },
  output: required(BUY_PLAN_OUTPUT),
});

export type BuyPlanInput = ActionInput<typeof BUY_PLAN>;
