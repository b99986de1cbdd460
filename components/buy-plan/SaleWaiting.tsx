import { Box, Button, Flex, Link, Skeleton, Stack } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useEffect, useRef } from 'react';
import { PaymentInstructions } from '@/components/payments/PaymentInstructions';
import { usePaymentWatch } from '@/components/payments/usePaymentWatch';
import { paymentUrl } from '@/components/payments/urls';
import { Notice } from '@/components/ui/Notice';
import { withAppApollo } from '@/lib/apollo/withAppApollo';
import type { PendingSalePayment } from '@/lib/flows/buyPlanFlow';

export const SALE_WAITING_MESSAGES = {
  unpaidTitle: 'The payment did not go through. Nothing was taken.',
  abandoned: 'The customer did not pay in time, so the payment was closed.',
  payAnotherWay: 'Pay another way',
  paidOpening: 'Payment received. Opening the proof of cover…',
  notFound: 'This payment could not be found. Choose how the customer pays and try again.',
} as const;

export interface SaleWaitingProps {
  payment: PendingSalePayment;
  /** The money arrived and the order is in force: read the order for the Done screen. */
  onPaid: () => void;
  /** Failed or abandoned: back to the choices, a new request for the same sale. */
  onPayAnotherWay: () => void;
  /** Reading the order after the payment (the Done screen's facts). */
  completing: boolean;
}

/**
 * The sale's gateway payment, waited on: what the customer does (transfer account, USSD code, the card's
 * checkout page again) and "Check now", until the money arrives (then Done, by itself) or the payment ends
 * unpaid (said plainly, with "Pay another way"). Loaded on demand: only a sale waiting for the gateway shows it.
 */
function SaleWaiting({ payment, onPaid, onPayAnotherWay, completing }: SaleWaitingProps) {
  const watch = usePaymentWatch(payment.paymentId);
  const paidSeen = useRef(false);
  useEffect(() => {
    if (watch.progress !== 'paid' || paidSeen.current) return;
    paidSeen.current = true;
    onPaid();
  }, [watch.progress, onPaid]);

  if (watch.notFound) {
    return <Notice status="warning" title={SALE_WAITING_MESSAGES.notFound} action={<PayAnotherWay onClick={onPayAnotherWay} />} />;
  }
  if (!watch.payment) {
    return watch.errorMessage ? <Notice status="warning" title={watch.errorMessage} /> : <Skeleton height="60" borderRadius="md" aria-busy="true" />;
  }
  if (watch.progress === 'paid') {
    return <Notice status="success" title={SALE_WAITING_MESSAGES.paidOpening} description={completing ? undefined : watch.errorMessage} />;
  }
  if (watch.progress === 'unpaid') {
    const reason = watch.payment.failure_reason ?? (watch.payment.status === 'ABANDONED' ? SALE_WAITING_MESSAGES.abandoned : undefined);
    return (
      <Stack gap="4">
        <Notice status="error" title={SALE_WAITING_MESSAGES.unpaidTitle} description={reason} />
        <Flex>
          <PayAnotherWay onClick={onPayAnotherWay} />
        </Flex>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Box borderWidth="1px" borderRadius="lg" padding={{ base: '4', md: '6' }}>
        <PaymentInstructions payment={watch.payment} onCheckNow={() => void watch.checkNow()} checking={watch.checking} errorMessage={watch.errorMessage} />
      </Box>
      <Link asChild fontSize="sm" alignSelf="flex-start">
        <NextLink href={paymentUrl(payment.paymentId)}>{`Payment ${watch.payment.reference}`}</NextLink>
      </Link>
    </Stack>
  );
}

function PayAnotherWay({ onClick }: { onClick: () => void }) {
  return (
    <Button type="button" colorPalette="brand" onClick={onClick} minHeight="11">
      {SALE_WAITING_MESSAGES.payAnotherWay}
    </Button>
  );
}

export default withAppApollo(SaleWaiting);
