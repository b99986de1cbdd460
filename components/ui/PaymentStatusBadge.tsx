import { Badge } from '@chakra-ui/react';
import { paymentStatusLabel, paymentStatusPalette } from '@/lib/payments/paymentDisplay';

/** "Paid", "Pending", "Failed"… in the status's colour, the same on every screen. */
export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={paymentStatusPalette(status)} width="fit-content">
      {paymentStatusLabel(status)}
    </Badge>
  );
}
