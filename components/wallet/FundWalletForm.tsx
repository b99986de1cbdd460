import { Button, Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { paymentUrl } from '@/components/payments/urls';
import { FlowRecoveredNotice } from '@/components/ui/FlowRecoveredNotice';
import { FormTextField } from '@/components/ui/FormFields';
import { Notice } from '@/components/ui/Notice';
import { useFlowHydrated } from '@/lib/flows/createPersistedFlowStore';
import { FUND_WALLET } from '@/lib/actions/fundWallet';
import { formRules } from '@/lib/actions/formRules';
import type { FieldRules } from '@/lib/forms/fieldRules';
import { TextFormContext } from '@/lib/forms/TextFormContext';
import { useTextForm } from '@/lib/forms/useTextForm';
import { formatMoney } from '@/lib/format/money';
import { useFundWalletStore } from '@/lib/flows/fundWalletFlow';
import type { FundWalletFormValues } from './fundWalletFormValues';
import type { FundingFailure, FundingStarted } from './fundWalletRequests';
import { useFundWallet } from './useFundWallet';

export const FUND_WALLET_MESSAGES = {
  amountHint: '₦1,000 to ₦1,000,000 at a time.',
  cardOnGateway: 'You type the card on the payment gateway’s secure page next; it comes back here when paid.',
  notFunded: 'The wallet was not funded.',
  unansweredHelp: 'It is not known yet whether the top-up was created. Trying again cannot pay twice: the same top-up is sent again.',
  checking: 'Checking the last top-up…',
  waiting: 'This top-up waits for the card payment.',
  recovered: 'The last top-up’s saved details could not be read. Check the wallet’s history before funding it again.',
} as const;

/** Each field's rule: the shared ones the data service runs too (`FUND_WALLET`). */
export const fundWalletRules: FieldRules<FundWalletFormValues> = formRules(FUND_WALLET);

/** What the last attempt came to, as the form says it (a created top-up goes to its checkout page). */
type Outcome = { kind: 'started'; started: FundingStarted } | { kind: 'failed'; failure: FundingFailure } | { kind: 'unanswered'; message: string };

export interface FundWalletFormProps {
  onCancel: () => void;
}

/**
 * "Fund by card": the amount only; the card is typed on the gateway's checkout page, where the browser goes
 * next (in this tab), and the gateway sends it back to the payment's page. Shown once the stored top-up
 * (a key awaiting its answer) has been read.
 */
export function FundWalletForm(props: FundWalletFormProps) {
  const hydrated = useFlowHydrated(useFundWalletStore);
  if (!hydrated) return <Skeleton height="40" borderRadius="md" aria-busy="true" />;
  return <FundWalletFields {...props} />;
}

function FundWalletFields({ onCancel }: FundWalletFormProps) {
  const stored = useFundWalletStore.getState().values;
  const form = useTextForm({
    rules: fundWalletRules,
    defaultValues: { amount: stored.amountKobo === undefined ? '' : formatMoney(stored.amountKobo) },
  });
  const { fund, funding } = useFundWallet();
  const recovered = useFundWalletStore((state) => state.recoveredFromCorruptData);
  const [outcome, setOutcome] = useState<Outcome>();
  const { setFocus, setError } = form;

  const submit = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    const attempt = await send(values, true);
    if (attempt?.kind === 'failed' && attempt.failure.field) {
      setError(attempt.failure.field, attempt.failure.message);
      setFocus(attempt.failure.field);
    }
  });

  async function send(values: FundWalletFormValues, openCheckout: boolean): Promise<Outcome | undefined> {
    const attempt = await fund(values, { openCheckout });
    let next: Outcome | undefined;
    if (attempt.kind === 'done') next = { kind: 'started', started: attempt.done };
    // The amount and the key stay: trying again is the same top-up.
    else if (attempt.kind === 'unanswered' || attempt.kind === 'not-sent') next = { kind: 'unanswered', message: attempt.message };
    else if (attempt.kind === 'refused') next = { kind: 'failed', failure: attempt.failure };
    if (next) setOutcome(next);
    return next;
  }

  // Opened (after a reload, a closed tab) while a top-up awaited its answer: the same request again, under
  // the same key, to learn its payment; the checkout page is offered, not opened by itself.
  const askedOnOpen = useRef(false);
  useEffect(() => {
    if (askedOnOpen.current) return;
    askedOnOpen.current = true;
    const { awaitingAnswer, amountKobo } = useFundWalletStore.getState().values;
    if (awaitingAnswer && amountKobo !== undefined) void send({ amount: String(amountKobo / 100) }, false);
    else setFocus('amount');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening
  }, []);

  return (
    <TextFormContext value={form}>
      <form noValidate aria-labelledby="fund-wallet-heading" onSubmit={(event) => void submit(event)}>
        <Stack gap="5">
          <Heading as="h2" size="md" id="fund-wallet-heading">
            Fund by card
          </Heading>
          {recovered ? <FlowRecoveredNotice message={FUND_WALLET_MESSAGES.recovered} onDismiss={() => useFundWalletStore.getState().dismissRecoveryNotice()} /> : null}
          <OutcomeNotice outcome={outcome} />

          <FormTextField<FundWalletFormValues>
            name="amount"
            label="Amount (₦)"
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            placeholder="5,000"
            hint={FUND_WALLET_MESSAGES.amountHint}
          />
          <Text fontSize="sm" color="fg.muted">
            {FUND_WALLET_MESSAGES.cardOnGateway}
          </Text>

          <Flex gap="3" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={funding} loadingText="Opening the payment page…" disabled={funding} minHeight="11">
              Continue to the payment page
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel} disabled={funding} minHeight="11">
              Cancel
            </Button>
          </Flex>
        </Stack>
      </form>
    </TextFormContext>
  );
}

/** A refusal (and why), a lost answer, or a top-up waiting for its card payment (its page, to open again). */
function OutcomeNotice({ outcome }: { outcome?: Outcome }) {
  switch (outcome?.kind) {
    case 'failed':
      // A refusal about one field is said on that field.
      return outcome.failure.field ? null : <Notice status="error" title={FUND_WALLET_MESSAGES.notFunded} description={outcome.failure.message} />;
    case 'unanswered':
      return <Notice status="warning" title={outcome.message} description={FUND_WALLET_MESSAGES.unansweredHelp} />;
    case 'started':
      return (
        <Notice
          status="info"
          role="status"
          title={`${FUND_WALLET_MESSAGES.waiting} ${formatMoney(outcome.started.amountKobo)}, ${outcome.started.reference}.`}
          action={
            <Flex gap="3" wrap="wrap">
              {outcome.started.checkoutUrl ? (
                <Button asChild size="sm" colorPalette="brand">
                  <a href={outcome.started.checkoutUrl}>Open the payment page again</a>
                </Button>
              ) : null}
              <Link asChild fontSize="sm">
                <NextLink href={paymentUrl(outcome.started.paymentId)}>See the top-up</NextLink>
              </Link>
            </Flex>
          }
        />
      );
    default:
      return null;
  }
}

export default FundWalletForm;
