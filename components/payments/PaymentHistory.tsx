import { Box } from '@chakra-ui/react';
import { Timeline } from '@/components/ui/Timeline';
import { paymentHistoryLine, type PaymentEvent } from '@/lib/payments/paymentHistory';

export interface PaymentHistoryProps {
  /** The payment's reference, naming its history for screen readers. */
  reference: string;
  /** The gateway's reference shown beside the history: the lines name only another (an earlier attempt's). */
  gatewayReference: string | null;
  /** Oldest first. */
  events: PaymentEvent[];
}

/**
 * A payment's history behind a "History" disclosure (the browser's own: it opens before any script runs):
 * initialised, instructions given, paid or failed and who said so, refunds, with the gateway's reference
 * and channel. Sits in a row of the order's payments, above the row's link.
 */
export function PaymentHistory({ reference, gatewayReference, events }: PaymentHistoryProps) {
  if (events.length === 0) return null;
  return (
    <Box as="details" gridColumn="1 / -1" position="relative" zIndex="1" marginTop="1">
      <Box
        as="summary"
        cursor="pointer"
        width="fit-content"
        paddingY="2"
        fontSize="sm"
        fontWeight="medium"
        color="brand.fg"
        borderRadius="sm"
        _focusVisible={{ outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        {`History (${String(events.length)})`}
      </Box>
      <Box paddingTop="2" paddingBottom="1">
        <Timeline label={`History of payment ${reference}, oldest first`} entries={events.map((event) => paymentHistoryLine(event, gatewayReference))} />
      </Box>
    </Box>
  );
}

