import { Badge } from '@chakra-ui/react';
import { orderStatusLabel, orderStatusPalette } from '@/lib/orders/orderStatus';

/** "Active", "Payment failed"… in the status's colour, the same on every screen. */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={orderStatusPalette(status)} width="fit-content">
      {orderStatusLabel(status)}
    </Badge>
  );
}
