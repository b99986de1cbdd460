import { Flex, Text } from '@chakra-ui/react';
import { formatMoney } from '@/lib/format/money';
import { OrderStatusBadge } from './OrderStatusBadge';

/** An order row's amount and status: side by side on a phone, stacked at the right edge from `sm` up. */
export function OrderAmountAndStatus({ premiumKobo, status }: { premiumKobo: number; status: string }) {
  return (
    <Flex direction={{ base: 'row', sm: 'column' }} align={{ base: 'center', sm: 'flex-end' }} gap={{ base: '3', sm: '1' }}>
      <Text fontWeight="semibold">{formatMoney(premiumKobo)}</Text>
      <OrderStatusBadge status={status} />
    </Flex>
  );
}
