import { Box, Flex, Heading, Link, Stack } from '@chakra-ui/react';
import NextLink from 'next/link';
import type { RefObject } from 'react';
import { claimUrl, newClaimUrl } from '@/components/claims/urls';
import { OrderStatusBadge } from '@/components/ui/OrderStatusBadge';
import { orderUrl } from '@/components/orders/urls';
import { DetailList } from '@/components/ui/DetailList';
import { Notice } from '@/components/ui/Notice';
import { formatDate } from '@/lib/format/date';
import type { ClaimOrder } from './quoteClaim';
import type { FiledClaim } from './claimRequests';

export interface ChosenOrderProps {
  order: ClaimOrder;
  /** The service's refusal about the order (the plan not active, its claims used up, an open claim…). */
  problem?: string;
  /** The open claim the refusal names. */
  openClaim?: FiledClaim;
  /** Focus lands on the refusal. */
  problemRef: RefObject<HTMLDivElement | null>;
}

/** The order the claim is for: whose, which device and plan, its cover and claims, and the way to another. */
export function ChosenOrder({ order, problem, openClaim, problemRef }: ChosenOrderProps) {
  const used = `${order.claimsUsed} of ${order.claimsPerTerm} used`;
  return (
    <Stack as="section" aria-labelledby="claim-order-heading" gap="4" borderWidth="1px" borderRadius="lg" padding={{ base: '4', md: '6' }}>
      <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
        <Heading as="h2" size="lg" id="claim-order-heading">
          Order
        </Heading>
        <Link asChild color="brand.fg" textDecoration="underline">
          <NextLink href={newClaimUrl()}>Choose another order</NextLink>
        </Link>
      </Flex>
      <DetailList
        items={[
          {
            label: 'Order',
            value: (
              <Flex gap="2" align="center" wrap="wrap">
                <Link asChild color="brand.fg" textDecoration="underline">
                  <NextLink href={orderUrl(order.id)}>{order.reference}</NextLink>
                </Link>
                <OrderStatusBadge status={order.status} />
              </Flex>
            ),
          },
          { label: 'Customer', value: order.customerName },
          { label: 'Device', value: order.device },
          { label: 'Plan', value: `${order.planName} · ${order.policyNumber}` },
          { label: 'Cover', value: `${formatDate(order.startsOn)} to ${formatDate(order.endsOn)}` },
          { label: 'Claims this term', value: order.claimsUsed >= order.claimsPerTerm ? `${used}: none left` : used },
        ]}
      />
      {order.openClaim && openClaim?.claimId !== order.openClaim.id ? (
        <Notice
          status="warning"
          role="status"
          title={`This device has an open claim, ${order.openClaim.reference}.`}
          description="A new claim can be filed once it is completed or rejected."
          action={<ClaimLink claim={{ claimId: order.openClaim.id, reference: order.openClaim.reference }} />}
        />
      ) : null}
      {problem ? (
        <Box ref={problemRef} tabIndex={-1} outline="none">
          <Notice status="error" title="The claim was not filed." description={problem} action={openClaim ? <ClaimLink claim={openClaim} /> : undefined} />
        </Box>
      ) : null}
    </Stack>
  );
}

function ClaimLink({ claim }: { claim: FiledClaim }) {
  return (
    <Link asChild color="brand.fg" textDecoration="underline" fontWeight="semibold">
      <NextLink href={claimUrl(claim.claimId)}>{`View claim ${claim.reference}`}</NextLink>
    </Link>
  );
}

