import type { CardInput } from '@/lib/actions/cardInput';
import { cardLast4 } from '../rules/card';

/** What of a card may define a request (its fingerprint): never the number or the CVV. */
export function cardFingerprint(card: CardInput | null): unknown {
  return card === null ? null : { last4: cardLast4(card), expiry_month: card.expiry_month, expiry_year: card.expiry_year };
}
