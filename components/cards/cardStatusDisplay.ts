import type { CardStatus } from '@/lib/cards/cardStatus';
import { formatDate } from '@/lib/format/date';

/** A card's status as its badge says it. */
export const CARD_STATUS_LABELS: Record<CardStatus, string> = {
  ACTIVE: 'Valid',
  NOT_STARTED: 'Not started',
  LAPSED: 'Not covered',
  EXPIRED: 'Ended',
  CANCELLED: 'Cancelled',
};

export const CARD_STATUS_PALETTES: Record<CardStatus, 'green' | 'blue' | 'gray' | 'red' | 'orange'> = {
  ACTIVE: 'green',
  NOT_STARTED: 'blue',
  LAPSED: 'orange',
  EXPIRED: 'gray',
  CANCELLED: 'red',
};

/** The status in words, with the date that matters: "Valid today, until 16 Nov 2027", "Ended on 7 Nov 2026", "Cancelled: …". */
export function cardStatusSentence(status: CardStatus, startsOn: string, endsOn: string): string {
  switch (status) {
    case 'ACTIVE':
      return `Valid today, until ${formatDate(endsOn)}`;
    case 'NOT_STARTED':
      return `Not started yet (from ${formatDate(startsOn)})`;
    case 'LAPSED':
      return 'Not covered: the monthly instalments are unpaid';
    case 'EXPIRED':
      return `Ended on ${formatDate(endsOn)}`;
    case 'CANCELLED':
      return 'Cancelled: the plan no longer covers this device';
  }
}
