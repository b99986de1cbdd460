import { AGENT_ROLE } from '@/lib/domain/roles';
import { nairaToKobo, validateFundingAmount, validateFundingAmountKobo } from '@/lib/validation/money';
import { CARD_INPUT, type CardFieldValues } from './cardInput';
import { declareAction, objectType, required } from './declareAction';

/** The "Fund wallet" form: the amount in naira as typed, and the card. */
export interface FundWalletFormFields extends CardFieldValues {
  /** Naira as typed: `5000`, `5,000`, `₦5,000.50`. */
  amount: string;
}

const FUND_WALLET_OUTPUT = objectType('fund_wallet_output', {
  payment_id: { type: 'uuid!' },
  reference: { type: 'String!' },
  amount_kobo: { type: 'bigint!' },
  wallet_balance_kobo: { type: 'bigint!' },
  wallet_transaction_id: { type: 'uuid!' },
});

/** `fund_wallet`: the agent tops up the wallet by card, the amount in kobo (₦1,000 – ₦1,000,000). */
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
    card: { type: required(CARD_INPUT), formField: 'cardNumber' },
  },
  output: required(FUND_WALLET_OUTPUT),
});
