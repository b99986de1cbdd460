import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { skipToken, useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useAccountSession } from '@/components/shell/AccountSessionContext';
import { ChoiceCard } from '@/components/ui/ChoiceCard';
import { ChoiceGroup } from '@/components/ui/ChoiceGroup';
import { DetailList } from '@/components/ui/DetailList';
import { Field } from '@/components/ui/Field';
import { Notice } from '@/components/ui/Notice';
import { WizardNav } from '@/components/ui/WizardNav';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { USSD_BANKS, type PaymentMethod } from '@/lib/domain/payments';
import { withAppApollo } from '@/lib/apollo/withAppApollo';
import { useQueryRetry } from '@/lib/apollo/useQueryRetry';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { fullName } from '@/lib/format/name';
import { useTextFormContext } from '@/lib/forms/TextFormContext';
import { errorText, useField, useFieldValue } from '@/lib/forms/useTextForm';
import type { BuyPlanFormValues } from './buyPlanFormValues';
import { LastPaymentNotice, type LastPaymentNoticeProps } from './LastPaymentNotice';
import { GetSaleCustomer } from './getSaleCustomer';
import { GetWalletBalance } from './getWalletBalance';
import { GetRenewedOrder } from './getRenewedOrder';
import { dueNowKobo, postpaidPrice, QuotePlan, quoteVariables } from './quotePlan';

export interface PaymentStepProps {
  /** A payment awaits its answer: the choices that define it cannot change, and there is no going back. */
  locked: boolean;
  /** "Pay" cannot be used now (offline, or a lost answer to settle first with "Try again"). */
  payBlocked: boolean;
  paying: boolean;
  onBack: () => void;
  /** Between the choices and the buttons: the outcome of the last attempt. */
  outcome: LastPaymentNoticeProps;
  /** Over the outcome: what still holds the payment back (a photo still uploading). */
  beforePay?: ReactNode;
}

/** What the agent pays now, from the service's quote, or undefined while it loads. */
function useAmountDue() {
  const form = useTextFormContext<BuyPlanFormValues>();
  const deviceId = useFieldValue(form, 'deviceId');
  const planId = useFieldValue(form, 'planId');
  const billing = useFieldValue(form, 'billing');
  const renewalOfOrderId = useFieldValue(form, 'renewalOfOrderId');
  const query = useQuery(QuotePlan, { variables: quoteVariables(deviceId, renewalOfOrderId), fetchPolicy: 'cache-first' });
  const loadFailure = useQueryRetry(query);
  const quote = query.data?.quote_plan.find((candidate) => candidate.plan_id === planId);
  return { dueKobo: quote ? dueNowKobo(quote, billing) : undefined, ...loadFailure };
}

/** The agent's wallet balance, fresh: another sale may have spent it since the page opened. */
function useWalletBalance(): number | undefined {
  const { agentId } = useAccountSession();
  const { data } = useQuery(GetWalletBalance, { variables: { id: agentId }, fetchPolicy: 'cache-and-network' });
  return data?.agent_by_pk?.wallet_balance_kobo;
}

export const PAYMENT_STEP_MESSAGES = {
  card: 'The customer types the card on the payment gateway’s secure page. Nothing about the card is typed here.',
  transfer: 'The customer transfers the exact amount to an account given for this sale.',
  ussd: 'The customer dials a code from the phone of their bank account.',
  walletShortHelp: 'Fund the wallet first, or let the customer pay by card, bank transfer or USSD.',
} as const;

/** "Pay ₦10,500", and how, so the agent knows what happens next. */
function payLabel(method: string, dueKobo: number | undefined): string {
  const pay = dueKobo === undefined ? 'Pay' : `Pay ${formatMoney(dueKobo)}`;
  switch (method as PaymentMethod) {
    case 'CARD':
      return `${pay} on the payment page`;
    case 'TRANSFER':
      return `${pay} by bank transfer`;
    case 'USSD':
      return `${pay} by USSD`;
    default:
      return pay;
  }
}

/**
 * Step 3: what is being sold and for how much, then how the customer pays (radio cards: the agent's wallet,
 * a card on the gateway's page, a bank transfer, USSD and the customer's bank), and "Pay". A wallet that
 * cannot cover the amount due blocks "Pay" with the amount missing and the other ways on (the service
 * checks again: it holds the balance).
 */
function PaymentStep({ locked, payBlocked, paying, onBack, outcome, beforePay }: PaymentStepProps) {
  const form = useTextFormContext<BuyPlanFormValues>();
  const { ref: methodRef, value: paymentMethod, onChange: choosePaymentMethod, error: methodError } = useField(form, 'paymentMethod');
  const balance = useWalletBalance();
  const due = useAmountDue();
  const walletShort = paymentMethod === 'WALLET' && balance !== undefined && due.dueKobo !== undefined && balance < due.dueKobo;
  const choice = (value: PaymentMethod, label: string, details: string) => (
    <ChoiceCard name="paymentMethod" value={value} checked={paymentMethod === value} onChoose={choosePaymentMethod} label={label} disabled={locked && paymentMethod !== value}>
      {details}
    </ChoiceCard>
  );

  return (
    <Stack gap="6">
      <SaleSummary />
      {due.errorMessage !== undefined && due.dueKobo === undefined ? (
        <RetryAlert title="The price could not be loaded." message={due.errorMessage} onRetry={due.retry} retrying={due.retrying} />
      ) : null}

      <Field error={errorText(methodError)}>
        <ChoiceGroup groupRef={methodRef} legend="Pay with">
          {choice('WALLET', 'Agent wallet', balance === undefined ? 'Balance loading…' : `Balance ${formatMoney(balance)}`)}
          {choice('CARD', 'Card', PAYMENT_STEP_MESSAGES.card)}
          {choice('TRANSFER', 'Bank transfer', PAYMENT_STEP_MESSAGES.transfer)}
          {choice('USSD', 'USSD', PAYMENT_STEP_MESSAGES.ussd)}
        </ChoiceGroup>
      </Field>

      {walletShort && balance !== undefined && due.dueKobo !== undefined ? (
        <Notice
          status="warning"
          role="status"
          title={`The wallet is ${formatMoney(due.dueKobo - balance)} short of the ${formatMoney(due.dueKobo)} due.`}
          description={PAYMENT_STEP_MESSAGES.walletShortHelp}
          action={
            <Button type="button" size="sm" variant="outline" onClick={() => choosePaymentMethod('CARD')}>
              Pay by card
            </Button>
          }
        />
      ) : null}

      {paymentMethod === 'USSD' ? <UssdBankChoice locked={locked} /> : null}

      {beforePay}
      <LastPaymentNotice {...outcome} />

      <WizardNav onBack={locked ? undefined : onBack} backDisabled={paying}>
        <Button type="submit" colorPalette="brand" loading={paying} loadingText="Paying…" disabled={paying || payBlocked || walletShort || due.dueKobo === undefined}>
          {payLabel(paymentMethod, due.dueKobo)}
        </Button>
      </WizardNav>
    </Stack>
  );
}

/** USSD: the customer's bank, whose code the customer dials. */
function UssdBankChoice({ locked }: { locked: boolean }) {
  const { ref, value, onChange, error } = useField(useTextFormContext<BuyPlanFormValues>(), 'ussdBank');
  return (
    <Field error={errorText(error)}>
      <ChoiceGroup groupRef={ref} legend="The customer’s bank">
        {USSD_BANKS.map((bank) => (
          <ChoiceCard key={bank.value} name="ussdBank" value={bank.value} checked={value === bank.value} onChoose={onChange} label={bank.name} disabled={locked && value !== bank.value}>
            {`*${bank.code}#`}
          </ChoiceCard>
        ))}
      </ChoiceGroup>
    </Field>
  );
}

/** Who, what and how much: read back before the agent takes the money. */
function SaleSummary() {
  const form = useTextFormContext<BuyPlanFormValues>();
  const customerId = useFieldValue(form, 'customerId');
  const deviceId = useFieldValue(form, 'deviceId');
  const planId = useFieldValue(form, 'planId');
  const billing = useFieldValue(form, 'billing');
  const renewalOfOrderId = useFieldValue(form, 'renewalOfOrderId');
  const { data: customerData } = useQuery(GetSaleCustomer, { variables: { id: customerId }, fetchPolicy: 'cache-first' });
  const { data: quoteData } = useQuery(QuotePlan, { variables: quoteVariables(deviceId, renewalOfOrderId), fetchPolicy: 'cache-first' });
  // Also what the Done screen names the renewed order by (read from the cache when the sale is answered).
  const { data: renewedData } = useQuery(GetRenewedOrder, renewalOfOrderId === '' ? skipToken : { variables: { id: renewalOfOrderId }, fetchPolicy: 'cache-first' });
  const renewed = renewedData?.plan_order_by_pk;
  const customer = customerData?.customer_by_pk;
  const device = customer?.devices.find((candidate) => candidate.id === deviceId);
  const quote = quoteData?.quote_plan.find((candidate) => candidate.plan_id === planId);
  if (!customer || !device || !quote) return <Skeleton height="40" borderRadius="md" />;

  const postpaid = billing === 'POSTPAID' ? postpaidPrice(quote) : undefined;
  const due = dueNowKobo(quote, billing);
  return (
    <Box as="section" aria-label="Sale summary" borderWidth="1px" borderRadius="md" padding="4">
      <DetailList
        items={[
          { label: 'Customer', value: fullName(customer) },
          { label: 'Device', value: `${device.brand} ${device.model}` },
          { label: 'Plan', value: quote.name },
          ...(renewalOfOrderId === '' ? [] : [{ label: 'Renewal of', value: renewed ? `${renewed.policy_number} (${renewed.plan.name})` : '…' }]),
          { label: 'Cover', value: `${formatDate(quote.starts_on)} to ${formatDate(quote.ends_on)}` },
          {
            label: 'Billing',
            value: postpaid
              ? `Monthly: ${postpaid.instalments} instalments of ${formatMoney(postpaid.instalmentKobo)} (${formatMoney(postpaid.totalKobo)} in all)`
              : 'Paid once (prepaid)',
          },
          { label: 'Due now', value: due === undefined ? '—' : <Text as="span" fontWeight="bold">{formatMoney(due)}</Text> },
        ]}
      />
    </Box>
  );
}

export default withAppApollo(PaymentStep);
