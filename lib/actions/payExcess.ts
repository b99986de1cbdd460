import { AGENT_ROLE } from '@/lib/domain/roles';
import { PAYMENT_METHOD } from './buyPlan';
import { declareAction, objectType, required, type ActionInput } from './declareAction';
import { PAYMENT_STATE } from './paymentState';

/** The claim screen's "Pay the excess" buttons: the claim, and how the customer pays. */
export interface PayExcessFormFields {
  /** The id of the approved claim. */
  claim: string;
  /** `WALLET` (cash handed to the agent, paid from the wallet), `CARD` (a payment link) or `TRANSFER`. */
  paymentMethod: string;
}

export const EXCESS_PAYMENT_METHODS = ['WALLET', 'CARD', 'TRANSFER'] as const;
export type ExcessPaymentMethod = (typeof EXCESS_PAYMENT_METHODS)[number];

export const PAY_EXCESS_MESSAGES = {
  method: 'The excess is paid from your wallet (the customer pays you in cash), by card (a payment link) or by bank transfer',
} as const;

const PAY_EXCESS_OUTPUT = objectType('pay_excess_output', {
  claim_id: { type: 'uuid!' },
  payment: {
    type: required(PAYMENT_STATE),
    description: "From the wallet: paid. By card or transfer: pending, with the gateway's checkout page or transfer account; the claim counts it once the gateway confirms the money.",
  },
});

/**
 * `pay_excess`: the customer pays an approved claim's excess (lib/domain/claims.ts), before the repaired
 * phone can be ready for pickup: from the agent's wallet (cash at the counter), by a payment link or by
 * bank transfer. A payment of the excess already waiting for the customer by that method is given back
 * rather than a second one made.
 */
export const PAY_EXCESS = declareAction<PayExcessFormFields>()({
  name: 'pay_excess',
  kind: 'mutation',
  roles: [AGENT_ROLE],
  idempotent: true,
  args: {
    claim_id: { type: 'uuid!', formField: 'claim' },
    payment_method: {
      type: required(PAYMENT_METHOD),
      formField: 'paymentMethod',
      rule: (method) => ((EXCESS_PAYMENT_METHODS as readonly string[]).includes(method) ? undefined : PAY_EXCESS_MESSAGES.method),
    },
  },
  output: required(PAY_EXCESS_OUTPUT),
});

export type PayExcessInput = ActionInput<typeof PAY_EXCESS>;
