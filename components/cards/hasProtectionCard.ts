import { ORDER_STATUSES_WITH_CARD } from '@/lib/cards/cardStatus';

const WITH_CARD: ReadonlySet<string> = new Set(ORDER_STATUSES_WITH_CARD);

/** Orders that were paid for have a protection card (valid, ended or cancelled); unpaid ones never had one. */
export function hasProtectionCard(orderStatus: string): boolean {
  return WITH_CARD.has(orderStatus);
}
