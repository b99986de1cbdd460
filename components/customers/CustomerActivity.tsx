import { Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { hasProtectionCard } from '@/lib/cards/cardStatus';
import { cardUrl } from '@/components/cards/urls';
import { ClaimStatusBadge } from '@/components/ui/ClaimStatusBadge';
import { claimUrl } from '@/components/claims/urls';
import { OrderAmountAndStatus } from '@/components/ui/OrderAmountAndStatus';
import { RecordLink } from '@/components/ui/RecordLink';
import { claimTypeLabel } from '@/lib/claims/claimType';
import { formatDate } from '@/lib/format/date';
import type { CustomerClaim, CustomerOrder } from './getCustomer';

const ROW = { borderWidth: '1px', borderRadius: 'md', paddingX: '4', paddingY: '3' } as const;

/** The customer's plan orders, newest first: reference, plan, device, date, amount, status, and the protection card of a paid one. */
export function CustomerOrders({ orders }: { orders: CustomerOrder[] }) {
  if (orders.length === 0) return <Text color="fg.muted">No orders yet.</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" margin="0" padding="0" aria-label="Orders">
      {orders.map((order) => (
        <Box as="li" key={order.id} {...ROW}>
          <Flex justify="space-between" gap="3" wrap="wrap">
            <Box minWidth="0">
              <Text fontWeight="semibold">{order.reference}</Text>
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {`${order.plan.name} · ${order.device.brand} ${order.device.model} · ${formatDate(order.created_at)}`}
              </Text>
              {hasProtectionCard(order.status) ? (
                <Link asChild fontSize="sm" color="fg" textDecoration="underline">
                  <NextLink href={cardUrl(order.id)} aria-label={`Protection card of ${order.reference}`} prefetch={false}>
                    Protection card
                  </NextLink>
                </Link>
              ) : null}
            </Box>
            <OrderAmountAndStatus premiumKobo={order.premium_kobo} status={order.status} />
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}

/** The customer's claims, newest first: reference (opening the claim), type, device, date, status. */
export function CustomerClaims({ claims }: { claims: CustomerClaim[] }) {
  if (claims.length === 0) return <Text color="fg.muted">No claims.</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" margin="0" padding="0" aria-label="Claims">
      {claims.map((claim) => (
        <Box as="li" key={claim.id} {...ROW}>
          <Flex justify="space-between" gap="3" wrap="wrap">
            <Box minWidth="0">
              <Text fontWeight="semibold">
                <RecordLink href={claimUrl(claim.id)}>{claim.reference}</RecordLink>
              </Text>
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {`${claimTypeLabel(claim.claim_type)} · ${claim.device.brand} ${claim.device.model} · ${formatDate(claim.created_at)}`}
              </Text>
            </Box>
            <Box alignSelf="flex-start">
              <ClaimStatusBadge status={claim.status} />
            </Box>
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}
