import { Alert, Button, Flex, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FlowRecoveredNotice } from '@/components/ui/FlowRecoveredNotice';
import { FormTextField } from '@/components/ui/FormFields';
import { CardFields } from '@/components/ui/CardFields';
import { Notice } from '@/components/ui/Notice';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { useFlowHydrated } from '@/lib/flows/createPersistedFlowStore';
import { FUND_WALLET } from '@/lib/actions/fundWallet';
import { formRules } from '@/lib/actions/formRules';
import type { FieldRules } from '@/lib/forms/fieldRules';
import { TextFormContext } from '@/lib/forms/TextFormContext';
import { useTextForm } from '@/lib/forms/useTextForm';
import { formatMoney } from '@/lib/format/money';
import { useFundWalletStore } from '@/lib/flows/fundWalletFlow';
import type { FundWalletFormValues } from './fundWalletFormValues';
import type { Funded, FundingFailure } from './fundWalletRequests';
import { useFundWallet } from './useFundWallet';

/** The sandbox gateway's card that succeeds (PRODUCT.md), for the hint under the card number. */

export const FUND_WALLET_MESSAGES = {
  amountHint: '₦1,000 to ₦1,000,000 at a time.',
  notFunded: 'The wallet was not funded.',
  unansweredHelp: 'It is not known yet whether the card was charged. Trying again cannot charge it twice: the same payment is sent again.',
  checking: 'Checking whether the last top-up went through…',
  notFound: 'No payment was made for the last top-up, so nothing was charged. You can try again: enter the card and press Fund wallet.',
  lookupUnanswered: 'Whether the last top-up went through is not known yet.',
  recovered: 'The last top-up’s saved details could not be read. Check the wallet’s history before funding it again.',
} as const;

const emptyValues: FundWalletFormValues = { amount: '', cardNumber: '', cardExpiry: '', cardCvv: '' };

/** Each field's rule: the shared ones the data service runs too (`FUND_WALLET`). */
export const fundWalletRules: FieldRules<FundWalletFormValues> = formRules(FUND_WALLET);

/** What the last attempt or look-up came to, as the form says it. */
type Outcome =
  | { kind: 'funded'; funded: Funded }
  | { kind: 'failed'; failure: FundingFailure }
  | { kind: 'unanswered'; message: string }
  | { kind: 'not-found' }
  | { kind: 'lookup-unanswered' };

export interface FundWalletFormProps {
  /** After a top-up went through (or one whose answer was lost is found to have): the page shows the new balance. */
  onFunded: (funded: Funded) => void;
  onCancel: () => void;
}

/**
 * "Fund wallet" by card: the amount in naira and the card, which stays in the form's memory only (never
 * in local storage, the URL or a log; autofill off, so a shared shop browser never offers to save it).
 * Shown once the stored top-up (a key awaiting its answer) has been read.
 */
export function FundWalletForm(props: FundWalletFormProps) {
  const hydrated = useFlowHydrated(useFundWalletStore);
  if (!hydrated) return <Skeleton height="80" borderRadius="md" aria-busy="true" />;
  return <FundWalletFields {...props} />;
}

function FundWalletFields({ onFunded, onCancel }: FundWalletFormProps) {
  const stored = useFundWalletStore.getState().values;
  const form = useTextForm({
    rules: fundWalletRules,
    defaultValues: { ...emptyValues, amount: stored.amountKobo === undefined ? '' : formatMoney(stored.amountKobo) },
  });
  const { fund, lookUp, funding, checking } = useFundWallet();
  const recovered = useFundWalletStore((state) => state.recoveredFromCorruptData);
  const [outcome, setOutcome] = useState<Outcome>();
  const result = useRef<HTMLDivElement>(null);
  const { setFocus, setError, setValue, reset } = form;

  const funded = useCallback(
    (top: Funded) => {
      setOutcome({ kind: 'funded', funded: top });
      reset(emptyValues);
      onFunded(top);
    },
    [reset, onFunded],
  );

  /** The outcome of a top-up whose answer was lost before a reload: asked for by its key. */
  const settleLostAnswer = useCallback(async () => {
    const found = await lookUp();
    if (found.kind === 'funded') funded(found.funded);
    else setOutcome({ kind: found.kind === 'not-found' ? 'not-found' : 'lookup-unanswered' });
  }, [lookUp, funded]);

  // Opened (after a reload, a closed tab) while a top-up awaited its answer: ask for its outcome first.
  const askedOnOpen = useRef(false);
  useEffect(() => {
    if (askedOnOpen.current) return;
    askedOnOpen.current = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- its state is set once the look-up has answered
    if (useFundWalletStore.getState().values.awaitingAnswer) void settleLostAnswer();
    else setFocus('amount');
  }, [settleLostAnswer, setFocus]);

  // The result is said where the agent is: focus moves to it.
  useEffect(() => {
    if (outcome?.kind === 'funded') result.current?.focus();
  }, [outcome]);

  const submit = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    const attempt = await fund(values);
    if (attempt.kind === 'busy') return;
    if (attempt.kind === 'done') return funded(attempt.done);
    // Everything stays typed and the key stays: trying again is the same payment.
    if (attempt.kind === 'unanswered' || attempt.kind === 'not-sent') return setOutcome({ kind: 'unanswered', message: attempt.message });
    setOutcome({ kind: 'failed', failure: attempt.failure });
    // A definite refusal: nothing was charged and the key is gone; the amount and card stay but the CVV.
    setValue('cardCvv', '');
    if (attempt.failure.field) {
      setError(attempt.failure.field, attempt.failure.message);
      setFocus(attempt.failure.field);
    }
  });

  return (
    <TextFormContext value={form}>
      <form noValidate aria-labelledby="fund-wallet-heading" onSubmit={(event) => void submit(event)}>
        <Stack gap="5">
          <Heading as="h2" size="md" id="fund-wallet-heading">
            Fund wallet by card
          </Heading>
          {recovered ? <FlowRecoveredNotice message={FUND_WALLET_MESSAGES.recovered} onDismiss={() => useFundWalletStore.getState().dismissRecoveryNotice()} /> : null}
          {outcome?.kind === 'funded' ? (
            <Alert.Root status="success" role="status" ref={result} tabIndex={-1}>
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{`${formatMoney(outcome.funded.amountKobo)} added. New balance ${formatMoney(outcome.funded.walletBalanceKobo)}.`}</Alert.Title>
                <Alert.Description>{`Payment reference ${outcome.funded.reference}`}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <OutcomeNotice outcome={outcome} checking={checking} onCheckAgain={() => void settleLostAnswer()} />

          <FormTextField<FundWalletFormValues>
            name="amount"
            label="Amount (₦)"
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            placeholder="5,000"
            hint={FUND_WALLET_MESSAGES.amountHint}
          />
          <CardFields />

          <Flex gap="3" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={funding} loadingText="Funding…" disabled={funding || checking}>
              Fund wallet
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel} disabled={funding}>
              Cancel
            </Button>
          </Flex>
        </Stack>
      </form>
    </TextFormContext>
  );
}

interface OutcomeNoticeProps {
  outcome?: Outcome;
  checking: boolean;
  onCheckAgain: () => void;
}

/** A refusal (and why), a lost answer, or what a look-up of a lost answer found. */
function OutcomeNotice({ outcome, checking, onCheckAgain }: OutcomeNoticeProps) {
  if (checking) return <Notice status="info" title={FUND_WALLET_MESSAGES.checking} />;
  switch (outcome?.kind) {
    case 'failed':
      // A refusal about one field is said on that field.
      return outcome.failure.field ? null : <Notice status="error" title={FUND_WALLET_MESSAGES.notFunded} description={outcome.failure.message} />;
    case 'unanswered':
      return <Notice status="warning" title={outcome.message} description={FUND_WALLET_MESSAGES.unansweredHelp} />;
    case 'not-found':
      return <Notice status="info" role="status" title={FUND_WALLET_MESSAGES.notFound} />;
    case 'lookup-unanswered':
      return (
        <Notice
          status="warning"
          title={NO_ANSWER_MESSAGE}
          description={FUND_WALLET_MESSAGES.lookupUnanswered}
          action={
            <Button type="button" size="sm" variant="outline" onClick={onCheckAgain}>
              Check again
            </Button>
          }
        />
      );
    default:
      return null;
  }
}

export default FundWalletForm;
