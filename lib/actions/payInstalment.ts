import { AGENT_ROLE } from '@/lib/domain/roles';
import { PAYMENT_METHOD } from './buyPlan';
import { declareAction, objectType, required, type ActionInput } from './declareAction';
import { PAYMENT_STATE } from './paymentState';

/** The order screen's "Pay by link" buttons: the order, and how the customer pays. */
export interface PayInstalmentFormFields {
  /** The id of the postpaid order. */
  order: string;
  /** `CARD` (the gateway's checkout page, a link for the customer) or `TRANSFER` (an account for this payment). */
  paymentMethod: string;
}

export const PAY_INSTALMENT_MESSAGES = {
  method: 'An instalment is paid by the customer: by card (a payment link) or by bank transfer',
} as const;

const PAY_INSTALMENT_OUTPUT = objectType('pay_instalment_output', {
  instalment_number: { type: 'Int!', description: 'Which instalment it pays (2 for the second)' },
  payment: { type: required(PAYMENT_STATE), description: "Pending, with the gateway's checkout page or transfer account; counted on the order once the gateway confirms the money." },
});

/**
 * `pay_instalment`: the customer pays the postpaid order's next instalment that has fallen due (one the
 * saved card did not pay) by a payment link (CARD: the gateway's checkout page) or a bank transfer. A
 * payment of that instalment already waiting for the customer is given back rather than a second one made.
 */
export const PAY_INSTALMENT = declareAction<PayInstalmentFormFields>()({
  name: 'pay_instalment',
  kind: 'mutation',
  roles: [AGENT_ROLE],
  idempotent: true,
  args: {
    order_id: { type: 'uuid!', formField: 'order' },
    payment_method: {
      type: required(PAYMENT_METHOD),
      formField: 'paymentMethod',
      read: (values) => (values.paymentMethod === 'TRANSFER' ? 'TRANSFER' : 'CARD'),
      rule: (method) => (method === 'CARD' || method === 'TRANSFER' ? undefined : PAY_INSTALMENT_MESSAGES.method),
    },
  },
  output: required(PAY_INSTALMENT_OUTPUT),
});

export type PayInstalmentInput = ActionInput<typeof PAY_INSTALMENT>;
