import { Badge } from '@chakra-ui/react';
import type { CardStatus } from '@/lib/cards/cardStatus';
import { CARD_STATUS_LABELS, CARD_STATUS_PALETTES } from './cardStatusDisplay';

/** Valid / Not started / Ended / Cancelled, in its colour. */
export function CardStatusBadge({ status }: { status: CardStatus }) {
  return (
    <Badge colorPalette={CARD_STATUS_PALETTES[status]} variant="solid" width="fit-content">
      {CARD_STATUS_LABELS[status]}
    </Badge>
  );
}
