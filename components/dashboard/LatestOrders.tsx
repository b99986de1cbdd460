import { Box, Flex, LinkBox, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { orderUrl } from '@/components/orders/urls';
import { RowLink } from '@/components/ui/LinkRows';
import { formatDate } from '@/lib/format/date';
import type { DashboardOrder } from './getDashboard';
import { OrderAmountAndStatus } from '@/components/ui/OrderAmountAndStatus';

export interface LatestOrdersProps {
  /** Undefined while loading. */
  orders?: DashboardOrder[];
}

/** The agent's five most recent orders, newest first; each row opens the order. */
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
        // The whole row opens the order through its link (the customer's name), with the link's focus ring on the row.
        <LinkBox
          as="li"
          key={order.id}
          borderWidth="1px"
          borderRadius="md"
          paddingX="4"
          paddingY="3"
          _hover={{ bg: 'bg.muted' }}
          _focusWithin={{ outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          <Flex justify="space-between" gap="3" wrap="wrap">
            <Box minWidth="0">
              <RowLink href={orderUrl(order.id)} ownLineOnPhone={false}>
                {`${order.customer.first_name} ${order.customer.last_name}`}
                {/* A customer may have several orders here (a declined card, then the sale): each link says which. */}
                <VisuallyHidden>{` (order ${order.reference})`}</VisuallyHidden>
              </RowLink>
              <Text fontSize="sm" color="fg.muted">
                {`${order.plan.name} · ${order.reference} · ${formatDate(order.created_at)}`}
              </Text>
            </Box>
            <OrderAmountAndStatus premiumKobo={order.premium_kobo} status={order.status} />
          </Flex>
        </LinkBox>
      ))}
    </Stack>
  );
}
