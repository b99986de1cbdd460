import { Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { orderUrl } from '@/components/orders/urls';
import { newClaimUrl } from '@/components/claims/urls';
import { PageMessage } from '@/components/ui/PageMessage';
import { RetryPageMessage } from '@/components/ui/RetryPageMessage';
import type { NewClaimPage } from './loadNewClaimPage';

// Each is rendered on the server; the browser loads only the one the page shows (the picker or the form).
const ClaimOrderPicker = dynamic(() => import('./ClaimOrderPicker').then((module) => module.ClaimOrderPicker));
const ClaimForm = dynamic(() => import('./ClaimForm').then((module) => module.ClaimForm));

/** /account/warranty/new: choose the order, then the claim on it; or why that order cannot be claimed on. */
export function NewClaimView({ newClaimPage }: { newClaimPage: NewClaimPage }) {
  switch (newClaimPage.kind) {
    case 'pick':
      return <ClaimOrderPicker recentOrders={newClaimPage.recentOrders} />;
    case 'quoted':
      // A new form for each order: nothing typed for one is shown on another.
      return <ClaimForm key={newClaimPage.order.id} order={newClaimPage.order} today={newClaimPage.today} />;
    case 'not-found':
      return (
        <PageMessage
          title="Order not found"
          message="None of your orders has this link. Choose the order from your orders with cover."
          link={{ href: newClaimUrl(), label: 'Choose an order' }}
        />
      );
    case 'not-claimable':
      return <NotClaimable orderId={newClaimPage.orderId} message={newClaimPage.message} />;
    case 'unavailable':
      return <RetryPageMessage title="This order could not be loaded" message={newClaimPage.message} retryPath={newClaimPage.retryPath} />;
  }
}

/** The service's reason, the order to look at, and the way to another. */
function NotClaimable({ orderId, message }: { orderId: string; message: string }) {
  return (
    <Stack gap="4" maxWidth="prose">
      <Heading as="h1" size="2xl">
        No claim can be filed on this order
      </Heading>
      <Text>{`${message}.`}</Text>
      <Flex gap="4" wrap="wrap">
        <Link asChild color="brand.fg" textDecoration="underline">
          <NextLink href={newClaimUrl()}>Choose another order</NextLink>
        </Link>
        <Link asChild color="brand.fg" textDecoration="underline">
          <NextLink href={orderUrl(orderId)}>Open the order</NextLink>
        </Link>
      </Flex>
    </Stack>
  );
}
