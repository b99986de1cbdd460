import { Box, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@/lib/format/date';
import type { DashboardOrder } from './getDashboard';
import { OrderAmountAndStatus } from './OrderAmountAndStatus';

export interface LatestOrdersProps {
  /** Undefined while loading. */
  orders?: DashboardOrder[];
}

/** The agent's five most recent orders, newest first. */
export function LatestOrders({ orders }: LatestOrdersProps) {
  if (!orders) {
    return (
      <Stack gap="2" aria-busy="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height="14" borderRadius="md" />
        ))}
      </Stack>
    );
  }
  if (orders.length === 0) {
    return <Text color="fg.muted">No orders yet. Onboard a customer and sell them a plan to see it here.</Text>;
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" margin="0" padding="0" aria-label="Latest orders">
      {orders.map((order) => (
        <Box as="li" key={order.id} borderWidth="1px" borderRadius="md" paddingX="4" paddingY="3">
          <Flex justify="space-between" gap="3" wrap="wrap">
            <Box minWidth="0">
              <Text fontWeight="semibold">{`${order.customer.first_name} ${order.customer.last_name}`}</Text>
              <Text fontSize="sm" color="fg.muted">
                {`${order.plan.name} · ${order.reference} · ${formatDate(order.created_at)}`}
              </Text>
            </Box>
            <OrderAmountAndStatus premiumKobo={order.premium_kobo} status={order.status} />
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}
