import { normalizeCardNumber, parseCardExpiry } from '@/lib/validation';

/** The card fields of a form that takes a card (buy-plan's payment, funding the wallet). */
export interface CardFieldValues {
  cardNumber: string;
  cardExpiry: string;
  cardCvv: string;
}

/** The data service's `card_input` for card fields the rules passed (so the expiry parses). */
export function toCardInput({ cardNumber, cardExpiry, cardCvv }: CardFieldValues) {
  const expiry = parseCardExpiry(cardExpiry);
  return { number: normalizeCardNumber(cardNumber), expiry_month: expiry?.month ?? 0, expiry_year: expiry?.year ?? 0, cvv: cardCvv.trim() };
}

/** The card field the data service's `extensions.field` names. */
export const CARD_SERVER_FIELDS: Readonly<Record<string, keyof CardFieldValues>> = {
  card: 'cardNumber',
  'card.number': 'cardNumber',
  'card.expiry': 'cardExpiry',
  'card.cvv': 'cardCvv',
};
