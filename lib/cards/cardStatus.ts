/**
 * A protection card's status, one rule for the agent's card screens and the public check (`verify_card`):
 * from the order's status and its cover dates (`YYYY-MM-DD`, Lagos) on `today`.
 */

import { hasCoverEnded } from '@/lib/domain/orders';

/** ACTIVE: valid today; NOT_STARTED: a renewal not yet begun; LAPSED: not covered, instalments unpaid; EXPIRED: the cover has ended; CANCELLED. */
export type CardStatus = 'ACTIVE' | 'NOT_STARTED' | 'LAPSED' | 'EXPIRED' | 'CANCELLED';

const CARD_STATUSES: ReadonlySet<string> = new Set<CardStatus>(['ACTIVE', 'NOT_STARTED', 'LAPSED', 'EXPIRED', 'CANCELLED']);

/** Whether a status as it arrives (`verify_card`'s `String`) is one of the five. */
export function isCardStatus(value: string): value is CardStatus {
  return CARD_STATUSES.has(value);
}

/** Orders that were paid for have a card (valid, lapsed, ended or cancelled); unpaid ones never had one. */
export const ORDER_STATUSES_WITH_CARD = ['ACTIVE', 'LAPSED', 'EXPIRED', 'CANCELLED'] as const;

const WITH_CARD: ReadonlySet<string> = new Set(ORDER_STATUSES_WITH_CARD);

/** Whether an order of this status has a protection card. */
export function hasProtectionCard(orderStatus: string): boolean {
  return WITH_CARD.has(orderStatus);
}

export function cardStatus(orderStatus: string, startsOn: string, endsOn: string, today: string): CardStatus {
  if (orderStatus === 'CANCELLED') return 'CANCELLED';
  // An order may still say ACTIVE after its last day until the expiry sweep runs: the same rule decides.
  if (orderStatus === 'EXPIRED' || hasCoverEnded(endsOn, today)) return 'EXPIRED';
  if (orderStatus === 'LAPSED') return 'LAPSED';
  if (startsOn > today) return 'NOT_STARTED';
  return 'ACTIVE';
}
