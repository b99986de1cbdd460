import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { OrderNotFound } from '@/components/orders/OrderNotFound';
import { orderUrl } from '@/components/orders/urls';
import { DetailList } from '@/components/ui/DetailList';
import { OrderStatusBadge } from '@/components/ui/OrderStatusBadge';
import { PageMessage } from '@/components/ui/PageMessage';
import { RecordHeader } from '@/components/ui/RecordHeader';
import { RetryPageMessage } from '@/components/ui/RetryPageMessage';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { CancelOrderForm } from './CancelOrderForm';
import type { CancelOrderPage } from './loadCancelOrderPage';
import type { CancellationQuote } from './quoteCancellation';

/** /account/orders/[id]/cancel: what cancelling the plan does, then the reason and the button; or why it cannot be. */
export function CancelOrderView({ cancelOrderPage: page }: { cancelOrderPage: CancelOrderPage }) {
  switch (page.kind) {
    case 'quoted':
      return <CancelPlan quote={page.quote} today={page.today} />;
    case 'not-found':
      return <OrderNotFound />;
    case 'not-cancellable':
      return <PageMessage title="This plan cannot be cancelled" message={`${page.message}.`} link={{ href: orderUrl(page.orderId), label: 'Open the order' }} />;
    case 'unavailable':
      return <RetryPageMessage title="This order could not be loaded" message={page.message} retryPath={page.retryPath} />;
  }
}

function CancelPlan({ quote, today }: { quote: CancellationQuote; today: string }) {
  return (
    <Stack gap="8" maxWidth="3xl">
      <RecordHeader
        back={{ href: orderUrl(quote.orderId), label: 'Back to the order' }}
        title="Cancel this plan"
        status={<OrderStatusBadge status={quote.status} />}
        summary={`Order ${quote.reference}`}
      />
      <DetailList
        items={[
          { label: 'Customer', value: quote.customerName },
          { label: 'Device', value: quote.device },
          { label: 'Plan', value: `${quote.planName} · ${quote.policyNumber}` },
          { label: 'Cover', value: `${formatDate(quote.startsOn)} – ${formatDate(quote.endsOn)}` },
        ]}
      />
      <WhatCancellingDoes quote={quote} today={today} />
      <CancelOrderForm orderId={quote.orderId} />
    </Stack>
  );
}

/** The refund as the service worked it out (and where it goes), the commission taken back, and the end of cover. */
function WhatCancellingDoes({ quote, today }: { quote: CancellationQuote; today: string }) {
  return (
    <Box as="section" aria-labelledby="cancel-effect-heading" borderWidth="1px" borderRadius="md" padding={{ base: '4', md: '5' }} bg="bg.muted">
      <Stack gap="3">
        <Heading as="h2" size="md" id="cancel-effect-heading">
          What cancelling does, today
        </Heading>
        <Text fontSize="xl" fontWeight="semibold">
          {refundHeadline(quote)}
        </Text>
        <Text>{`${quote.reason}.`}</Text>
        {quote.clawbackKobo > 0 ? <Text>{`${formatMoney(quote.clawbackKobo)} of the commission you earned on this plan is taken back from your wallet.`}</Text> : null}
        <Text color="fg.muted">
          {`The cover ends at once: the protection card shows the plan as cancelled and no claim can be filed on it. Cooling-off ${quote.coolingOffEndsOn >= today ? 'runs' : 'ran'} to ${formatDate(quote.coolingOffEndsOn)}.`}
        </Text>
      </Stack>
    </Box>
  );
}

function refundHeadline({ refundKobo, refundTo }: CancellationQuote): string {
  switch (refundTo) {
    case 'WALLET':
      return `${formatMoney(refundKobo)} back to your wallet`;
    case 'GATEWAY':
      return `${formatMoney(refundKobo)} back to the customer’s card or bank account, through the payment gateway`;
    case 'NONE':
      return 'Nothing is refunded';
  }
}
