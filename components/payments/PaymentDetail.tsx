import { Box, Button, Flex, Stack } from '@chakra-ui/react';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { BUY_PLAN_PATH } from '@/components/buy-plan/urls';
import { claimUrl } from '@/components/claims/urls';
import { orderUrl } from '@/components/orders/urls';
import { DetailList } from '@/components/ui/DetailList';
import { Notice } from '@/components/ui/Notice';
import { PaymentStatusBadge } from '@/components/ui/PaymentStatusBadge';
import { RecordHeader } from '@/components/ui/RecordHeader';
import { WALLET_PATH } from '@/components/wallet/urls';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { paymentMethodAndChannel } from '@/lib/payments/paymentDisplay';
import { paymentProgress } from './paymentProgress';
import type { PaymentState } from './paymentStateFields';

export const PAYMENT_PAGE_MESSAGES = {
  planPaid: 'Payment received. The plan is in force.',
  planPaidWaitingOrder: 'Payment received. The plan is being put in force…',
  fundingPaid: 'Payment received. Your wallet is topped up.',
  instalmentPaid: 'Payment received. The instalment is paid.',
  excessPaid: 'Payment received. The claim’s excess is paid.',
  unpaid: 'The payment did not go through. Nothing was taken.',
  abandoned: 'The customer did not pay in time, so the payment was closed.',
  continueToCover: 'Continue to proof of cover',
  payAnotherWay: 'Pay another way',
  seeOrder: 'See the order',
  seeClaim: 'See the claim',
  backToWallet: 'Back to wallet',
} as const;

/** What a payment paid for, as its page's summary says it. */
const PURPOSE_WORDS: Record<string, string> = { PLAN_PURCHASE: 'Plan purchase', WALLET_FUNDING: 'Wallet top-up', INSTALMENT: 'Instalment', EXCESS: 'Claim excess' };

const PAID_MESSAGES: Record<string, string> = {
  PLAN_PURCHASE: PAYMENT_PAGE_MESSAGES.planPaid,
  WALLET_FUNDING: PAYMENT_PAGE_MESSAGES.fundingPaid,
  INSTALMENT: PAYMENT_PAGE_MESSAGES.instalmentPaid,
  EXCESS: PAYMENT_PAGE_MESSAGES.excessPaid,
};

export interface PaymentDetailProps {
  payment: PaymentState;
  /** The buy-plan wizard on this device waits on this payment: its way on goes back into the wizard. */
  inWizard: boolean;
  /** What the customer does and "Check now", shown while it waits. */
  waiting?: ReactNode;
}

/** A payment's page: its status, reference, method and channel, amount, and the way on. */
export function PaymentDetail({ payment, inWizard, waiting }: PaymentDetailProps) {
  const progress = paymentProgress(payment);
  const funding = payment.purpose === 'WALLET_FUNDING';
  return (
    <Stack gap="6" maxWidth="3xl">
      <RecordHeader
        back={backLink(payment)}
        title={`Payment ${payment.reference}`}
        status={<PaymentStatusBadge status={payment.status} />}
        summary={`${PURPOSE_WORDS[payment.purpose] ?? 'Payment'}, ${formatMoney(payment.amount_kobo)}`}
      />
      <Outcome payment={payment} />
      {progress === 'waiting' && waiting ? <Box borderWidth="1px" borderRadius="lg" padding={{ base: '4', md: '6' }}>{waiting}</Box> : null}
      <NextStep payment={payment} inWizard={inWizard} />
      <Box as="section" aria-label="Payment" borderWidth="1px" borderRadius="md" padding="4">
        <DetailList
          items={[
            { label: 'Reference', value: payment.reference },
            { label: 'Method', value: paymentMethodAndChannel(payment.method, payment.channel, payment.card_last4 ?? null) },
            { label: 'Amount', value: formatMoney(payment.amount_kobo) },
            ...(payment.refunded_kobo > 0 ? [{ label: 'Refunded', value: formatMoney(payment.refunded_kobo) }] : []),
            ...(payment.gateway_reference ? [{ label: 'Gateway reference', value: payment.gateway_reference }] : []),
            ...(funding && progress === 'paid' && payment.wallet_balance_kobo !== null && payment.wallet_balance_kobo !== undefined
              ? [{ label: 'Wallet balance', value: formatMoney(payment.wallet_balance_kobo) }]
              : []),
            { label: 'Last change', value: formatDateTime(payment.updated_at) },
          ]}
        />
      </Box>
    </Stack>
  );
}

/** Where the payment's screen goes back to: what it pays for. */
function backLink(payment: PaymentState): { href: string; label: string } {
  if (payment.purpose === 'WALLET_FUNDING') return { href: WALLET_PATH, label: 'Wallet' };
  if (payment.claim_id) return { href: claimUrl(payment.claim_id), label: 'The claim' };
  return payment.order_id ? { href: orderUrl(payment.order_id), label: 'The order' } : { href: BUY_PLAN_PATH, label: 'Buy a plan' };
}

function Outcome({ payment }: { payment: PaymentState }) {
  const progress = paymentProgress(payment);
  if (progress === 'paid') {
    if (payment.status === 'REFUNDED') return null;
    return <Notice status="success" title={PAID_MESSAGES[payment.purpose] ?? PAYMENT_PAGE_MESSAGES.planPaid} />;
  }
  if (progress === 'unpaid') {
    const reason = payment.failure_reason ?? (payment.status === 'ABANDONED' ? PAYMENT_PAGE_MESSAGES.abandoned : undefined);
    return <Notice status="error" title={PAYMENT_PAGE_MESSAGES.unpaid} description={reason} />;
  }
  if (payment.status === 'SUCCEEDED') return <Notice status="info" title={PAYMENT_PAGE_MESSAGES.planPaidWaitingOrder} />;
  return null;
}

/** Where the agent goes from here: back into the wizard (Done, or pay another way), the order, the claim, or the wallet. */
function NextStep({ payment, inWizard }: { payment: PaymentState; inWizard: boolean }) {
  const progress = paymentProgress(payment);
  const link = (href: string, label: string, primary = true) => (
    <Button asChild colorPalette={primary ? 'brand' : undefined} variant={primary ? 'solid' : 'outline'} minHeight="11">
      <NextLink href={href}>{label}</NextLink>
    </Button>
  );
  if (payment.purpose === 'WALLET_FUNDING') {
    return <Flex>{link(WALLET_PATH, PAYMENT_PAGE_MESSAGES.backToWallet, progress !== 'waiting')}</Flex>;
  }
  if (payment.claim_id) {
    return <Flex>{link(claimUrl(payment.claim_id), PAYMENT_PAGE_MESSAGES.seeClaim, progress !== 'waiting')}</Flex>;
  }
  // While it waits, what the customer does is the screen's business: leaving for the order is the lesser way.
  const order = payment.order_id ? link(orderUrl(payment.order_id), PAYMENT_PAGE_MESSAGES.seeOrder, !inWizard && progress !== 'waiting') : null;
  return (
    <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
      {inWizard && progress === 'paid' ? link(BUY_PLAN_PATH, PAYMENT_PAGE_MESSAGES.continueToCover) : null}
      {inWizard && progress === 'unpaid' ? link(BUY_PLAN_PATH, PAYMENT_PAGE_MESSAGES.payAnotherWay) : null}
      {progress !== 'waiting' || !inWizard ? order : null}
    </Flex>
  );
}
