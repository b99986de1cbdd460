import { nairaToKobo, validateFundingAmountKobo } from '@/lib/validation';
import { CARD_INPUT, type CardFieldValues, type CardInput } from './cardInput';
import { formFieldLookup, type InputFields } from './inputFields';

/** The "Fund wallet" form: the amount in naira as typed, and the card. */
export interface FundWalletFormFields extends CardFieldValues {
  /** Naira as typed: `5000`, `5,000`, `₦5,000.50`. */
  amount: string;
}

/** `fund_wallet`'s typed arguments (the idempotency key aside). */
export interface FundWalletInput {
  amount_kobo: number;
  card: CardInput;
}

/** `fund_wallet`: the amount in kobo (₦1,000 – ₦1,000,000), the card. */
export const FUND_WALLET_INPUT: InputFields<FundWalletFormFields, FundWalletInput> = {
  // An amount the form's rule passed always converts; 0 never reaches the service.
  amount_kobo: { formField: 'amount', read: (values) => nairaToKobo(values.amount) ?? 0, rule: (kobo) => validateFundingAmountKobo(kobo) },
  card: { formField: 'cardNumber', fields: CARD_INPUT },
};

/** The form's field for a refusal's `extensions.field` (`amount_kobo`, `card.cvv`). */
export const fundWalletFormFieldOf = formFieldLookup(FUND_WALLET_INPUT);
