import { z } from 'zod';
import type { CardInput } from '@/lib/actionInputs/cardInput';
import { int, text } from '../input';
import { cardLast4 } from '../rules/card';

/** `card_input` as the GraphQL type declares it; its rules and normalisers are `CARD_INPUT`'s. */
export const cardInputSchema = z.object({ number: text, expiry_month: int, expiry_year: int, cvv: text }) satisfies z.ZodType<CardInput>;

/** What of a card may define a request (its fingerprint): never the number or the CVV. */
export function cardFingerprint(card: CardInput | null): unknown {
  return card === null ? null : { last4: cardLast4(card), expiry_month: card.expiry_month, expiry_year: card.expiry_year };
}
