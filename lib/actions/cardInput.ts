import { normalizeCardNumber, parseCardExpiry, validateCardExpiry, validateCardNumber, validateCvv } from '@/lib/validation/card';
import { inputType, type InputValue } from './declareAction';
import { trimmed } from './normalisers';

/** The card fields of a form that takes a card (buy-plan's payment, funding the wallet). */
export interface CardFieldValues {
  /** As typed, in groups of four. */
  cardNumber: string;
  /** `MM/YY`. */
  cardExpiry: string;
  cardCvv: string;
}

/** The expiry as the form's rule reads it; two-digit years are this century's, as printed on cards. */
function expiryText({ expiry_month, expiry_year }: { expiry_month: number; expiry_year: number }): string {
  const year = expiry_year < 100 ? 2000 + expiry_year : expiry_year;
  return `${String(expiry_month).padStart(2, '0')}/${year}`;
}

// An expiry the form's rule passed always parses; 0 never reaches the service.
const expiryOf = ({ cardExpiry }: CardFieldValues) => parseCardExpiry(cardExpiry) ?? { month: 0, year: 0 };

/** `card_input`: the number as digits, the typed expiry as month and year (one rule, reported as `expiry`), the CVV trimmed. */
export const CARD_INPUT = inputType<CardFieldValues>()(
  'card_input',
  {
    number: { type: 'String!', formField: 'cardNumber', normalise: normalizeCardNumber, rule: (number) => validateCardNumber(number) },
    expiry_month: {
      type: 'Int!',
      formField: 'cardExpiry',
      read: (values) => expiryOf(values).month,
      rule: (_month, card, today) => validateCardExpiry(expiryText(card), today),
      reportedAs: 'expiry',
      formRule: (typed, _values, today) => validateCardExpiry(typed, today),
    },
    expiry_year: { type: 'Int!', formField: 'cardExpiry', read: (values) => expiryOf(values).year },
    cvv: { type: 'String!', formField: 'cardCvv', normalise: trimmed, rule: (cvv) => validateCvv(cvv) },
  },
  'A card for the sandbox gateway; only its last 4 digits are kept.',
);

export type CardInput = InputValue<typeof CARD_INPUT>;
