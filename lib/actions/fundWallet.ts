import { AGENT_ROLE } from '@/lib/domain/roles';
import { nairaToKobo, validateFundingAmount, validateFundingAmountKobo } from '@/lib/validation/money';
import { declareAction, objectType, required } from './declareAction';
import { PAYMENT_STATE } from './paymentState';

/** The "Fund wallet by card" form: the amount in naira as typed (the card is typed on the gateway's page). */
export interface FundWalletFormFields {
  /** Naira as typed: `5000`, `5,000`, `₦5,000.50`. */
  amount: string;
}

const FUND_WALLET_OUTPUT = objectType('fund_wallet_output', {
  payment: { type: required(PAYMENT_STATE), description: "Pending, with the gateway's checkout page; the wallet is credited once the gateway confirms the money." },
});

/**
 * `fund_wallet`: the agent tops up the wallet by card on the gateway's checkout page, the amount in kobo
 * (₦1,000 – ₦1,000,000). By transfer, the agent's own account (`open_wallet_account`) needs no action.
 */
export const FUND_WALLET = declareAction<FundWalletFormFields>()({
  name: 'fund_wallet',
  kind: 'mutation',
  roles: [AGENT_ROLE],
  idempotent: true,
  args: {
    amount_kobo: {
      type: 'bigint!',
      formField: 'amount',
      // An amount the form's rule passed always converts; 0 never reaches the service.
      read: (values) => nairaToKobo(values.amount) ?? 0,
      rule: (kobo) => validateFundingAmountKobo(kobo),
      formRule: (typed) => validateFundingAmount(typed),
    },
  },
  output: required(FUND_WALLET_OUTPUT),
});
