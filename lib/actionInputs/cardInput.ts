import { normalizeCardNumber, parseCardExpiry, validateCardExpiry, validateCardNumber, validateCvv } from '@/lib/validation';
import type { InputFields } from './inputFields';
import { trimmed } from './normalisers';

/** The card fields of a form that takes a card (buy-plan's payment, funding the wallet). */
export interface CardFieldValues {
  /** As typed, in groups of four. */
  cardNumber: string;
  /** `MM/YY`. */
  cardExpiry: string;
  cardCvv: string;
}

/** The data service's `card_input`. */
export interface CardInput {
  number: string;
  expiry_month: number;
  expiry_year: number;
  cvv: string;
}

/** The expiry as the form's rule reads it; two-digit years are this century's, as printed on cards. */
function expiryText({ expiry_month, expiry_year }: CardInput): string {
  const year = expiry_year < 100 ? 2000 + expiry_year : expiry_year;
  return `${String(expiry_month).padStart(2, '0')}/${year}`;
}

// An expiry the form's rule passed always parses; 0 never reaches the service.
const expiryOf = ({ cardExpiry }: CardFieldValues) => parseCardExpiry(cardExpiry) ?? { month: 0, year: 0 };

/** `card_input`: the number as digits, the typed expiry as month and year (one rule, reported as `expiry`), the CVV trimmed. */
export const CARD_INPUT: InputFields<CardFieldValues, CardInput> = {
  number: { formField: 'cardNumber', normalise: normalizeCardNumber, rule: (number) => validateCardNumber(number) },
  expiry_month: {
    formField: 'cardExpiry',
    read: (values) => expiryOf(values).month,
    rule: (_month, card, today) => validateCardExpiry(expiryText(card), today),
    reportedAs: 'expiry',
  },
  expiry_year: { formField: 'cardExpiry', read: (values) => expiryOf(values).year },
  cvv: { formField: 'cardCvv', normalise: trimmed, rule: (cvv) => validateCvv(cvv) },
};
