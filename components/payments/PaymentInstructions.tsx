import { Box, Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CopyButton } from '@/components/ui/CopyButton';
import { Notice } from '@/components/ui/Notice';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import type { PaymentState } from './paymentStateFields';

export const PAYMENT_WAITING_MESSAGES = {
  transferTitle: 'Waiting for the bank transfer',
  transferAsk: 'Ask the customer to transfer exactly this amount to this account:',
  ussdTitle: 'Waiting for the USSD payment',
  ussdAsk: 'Ask the customer to dial this code on the phone of their bank account, and follow the prompts:',
  cardTitle: 'Waiting for the card payment',
  cardAsk: 'The customer types the card on the payment page. If it was closed, open it again: it is the same payment, it cannot be charged twice.',
  movesOn: 'This screen moves on by itself when the money arrives.',
  checkNow: 'Check now',
  checking: 'Checking…',
  openAgain: 'Open the payment page again',
  sendLink: 'Or send the customer this link, to pay on their own phone:',
} as const;

export interface PaymentInstructionsProps {
  payment: PaymentState;
  /** "Check now" (`confirm_payment`). */
  onCheckNow: () => void;
  checking: boolean;
  /** Why the last question got no answer; the screen keeps asking. */
  errorMessage?: string;
}

/**
 * What the customer does while a gateway payment is pending, large enough to read out across a counter:
 * the transfer account (number, bank, name, exact amount, expiry), the USSD code, or the card's checkout
 * page to open again; and "Check now". Never any card data.
 */
export function PaymentInstructions({ payment, onCheckNow, checking, errorMessage }: PaymentInstructionsProps) {
  return (
    <Stack gap="5" as="section" aria-labelledby="payment-waiting-heading">
      <Flex gap="3" align="center">
        <Spinner size="sm" color="brand.solid" aria-hidden="true" />
        <Text as="h3" id="payment-waiting-heading" fontSize="lg" fontWeight="bold">
          {titleOf(payment.method)}
        </Text>
      </Flex>
      <MethodInstructions payment={payment} />
      <Text color="fg.muted" role="status">
        {PAYMENT_WAITING_MESSAGES.movesOn}
      </Text>
      {errorMessage ? <Notice status="warning" title={errorMessage} /> : null}
      <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
        <Button type="button" variant="outline" onClick={onCheckNow} loading={checking} loadingText={PAYMENT_WAITING_MESSAGES.checking} minHeight="11">
          {PAYMENT_WAITING_MESSAGES.checkNow}
        </Button>
      </Flex>
    </Stack>
  );
}

function titleOf(method: string): string {
  if (method === 'TRANSFER') return PAYMENT_WAITING_MESSAGES.transferTitle;
  if (method === 'USSD') return PAYMENT_WAITING_MESSAGES.ussdTitle;
  return PAYMENT_WAITING_MESSAGES.cardTitle;
}

function MethodInstructions({ payment }: { payment: PaymentState }) {
  if (payment.method === 'TRANSFER' && payment.transfer) {
    const { transfer } = payment;
    return (
      <Stack gap="4">
        <Text>{PAYMENT_WAITING_MESSAGES.transferAsk}</Text>
        <Box borderWidth="2px" borderColor="brand.solid" borderRadius="lg" padding={{ base: '4', md: '6' }}>
          <Stack gap="4" as="dl">
            <BigFact label="Amount" value={formatMoney(transfer.amount_kobo)} copy={{ value: String(transfer.amount_kobo / 100), what: 'amount' }} note="Exactly this amount: a different amount is not matched to this sale." />
            <BigFact label="Account number" value={transfer.account_number} copy={{ value: transfer.account_number, what: 'account number' }} mono />
            <BigFact label="Bank" value={transfer.bank_name} />
            <BigFact label="Account name" value={transfer.account_name} />
            <BigFact label="Pay before" value={formatDateTime(transfer.expires_at)} note="After this the account no longer takes the money." small />
          </Stack>
        </Box>
      </Stack>
    );
  }
  if (payment.method === 'USSD' && payment.ussd_code) {
    return (
      <Stack gap="4">
        <Text>{PAYMENT_WAITING_MESSAGES.ussdAsk}</Text>
        <Box borderWidth="2px" borderColor="brand.solid" borderRadius="lg" padding={{ base: '4', md: '6' }}>
          <Stack gap="4" as="dl">
            <BigFact label="Dial" value={payment.ussd_code} copy={{ value: payment.ussd_code, what: 'USSD code' }} mono />
            <BigFact label="Amount" value={formatMoney(payment.amount_kobo)} />
          </Stack>
        </Box>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Text>{PAYMENT_WAITING_MESSAGES.cardAsk}</Text>
      <Text fontWeight="semibold">{`Amount: ${formatMoney(payment.amount_kobo)}`}</Text>
      {payment.checkout_url ? (
        <>
          <Button asChild colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} minHeight="11">
            <a href={payment.checkout_url}>{PAYMENT_WAITING_MESSAGES.openAgain}</a>
          </Button>
          <Stack gap="2">
            <Text>{PAYMENT_WAITING_MESSAGES.sendLink}</Text>
            <Flex gap="3" align="center" wrap="wrap">
              <Text as="span" fontFamily="mono" fontSize="sm" overflowWrap="anywhere">
                {payment.checkout_url}
              </Text>
              <CopyButton value={payment.checkout_url} what="payment link" />
            </Flex>
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}

interface BigFactProps {
  label: string;
  value: string;
  copy?: { value: string; what: string };
  note?: ReactNode;
  mono?: boolean;
  small?: boolean;
}

/** One fact read out to the customer: its label, then the value in large type (digits spaced for reading out). */
function BigFact({ label, value, copy, note, mono = false, small = false }: BigFactProps) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Flex as="dd" gap="3" align="center" wrap="wrap">
        <Text
          as="span"
          fontSize={small ? 'xl' : { base: '2xl', md: '3xl' }}
          fontWeight="bold"
          letterSpacing={mono ? 'wider' : undefined}
          fontVariantNumeric="tabular-nums"
          overflowWrap="anywhere"
        >
          {value}
        </Text>
        {copy ? <CopyButton value={copy.value} what={copy.what} /> : null}
      </Flex>
      {note ? (
        <Text fontSize="sm" color="fg.muted" marginTop="1">
          {note}
        </Text>
      ) : null}
    </Box>
  );
}
