import { Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { orderUrl } from '@/components/orders/urls';
import { Field, FieldTextarea } from '@/components/ui/Field';
import { Notice } from '@/components/ui/Notice';
import { useLoadOnFirstInput } from '@/components/ui/useLoadOnFirstInput';
import { WALLET_PATH } from '@/components/wallet/urls';
import { CANCEL_REASON_MAX_LENGTH, CANCEL_REASON_MIN_LENGTH } from '@/lib/domain/cancellation';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { errorText, useFormState, useTextForm } from '@/lib/forms/useTextForm';
import { useOnlineStatus } from '@/lib/network/useOnlineStatus';
import { cancelRules, EMPTY_CANCEL_FORM } from './cancelFormValues';
import type { CancelFailure } from './cancelRequests';
import { loadCancelRequests, useCancelOrder } from './useCancelOrder';

export const CANCEL_FORM_MESSAGES = {
  notCancelled: 'The plan was not cancelled.',
  unknownOutcome: 'Whether the plan was cancelled is not known yet. Trying again cannot cancel it twice, nor refund twice.',
  locked: 'The reason cannot be changed until the answer comes.',
  cancelled: 'The plan is cancelled. Opening the order…',
} as const;

/** What the form says about the last attempt, above its buttons. */
type Outcome =
  | { kind: 'unanswered'; message: string; sent: boolean }
  | { kind: 'refused'; failure: CancelFailure }
  | { kind: 'cancelled' };

const LOAD_ON_FIRST_INPUT = [cancelRules.ready, loadCancelRequests];

/**
 * The reason and "Cancel the plan", sent once whatever happens (`useCancelOrder`). Cancelled (or found
 * cancelled already, by a request whose answer was lost), the order's screen opens; a refusal is said where
 * it belongs (the reason, the wallet's balance, the order); no answer offers the same request again.
 */
export function CancelOrderForm({ orderId }: { orderId: string }) {
  const router = useRouter();
  const form = useTextForm({ rules: cancelRules.rules, defaultValues: EMPTY_CANCEL_FORM });
  const reasonError = useFormState(form, (state) => state.errors.reason);
  const { cancel, submitting } = useCancelOrder(orderId);
  const [outcome, setOutcome] = useState<Outcome>();
  const loadOnFirstInput = useLoadOnFirstInput(LOAD_ON_FIRST_INPUT);
  const online = useOnlineStatus();
  const { setError, setFocus } = form;
  // A request that may have gone through is sent again as it was: the reason waits for its answer.
  const locked = (outcome?.kind === 'unanswered' && outcome.sent) || outcome?.kind === 'cancelled';

  const checkAndCancel = form.handleSubmit(async ({ reason }) => {
    setOutcome(undefined);
    const attempt = await cancel(reason);
    switch (attempt.kind) {
      case 'busy':
        return;
      case 'done':
        return opened();
      case 'unanswered':
        return setOutcome({ kind: 'unanswered', message: attempt.message, sent: true });
      case 'not-sent':
        return setOutcome({ kind: 'unanswered', message: attempt.message, sent: false });
      case 'refused': {
        const { failure } = attempt;
        // An earlier request (its answer lost, then a reload) cancelled it: that is the outcome.
        if (failure.code === ACTION_ERROR_CODES.orderAlreadyCancelled) return opened();
        if (failure.onReason) {
          setError('reason', failure.message);
          return setFocus('reason');
        }
        setOutcome({ kind: 'refused', failure });
      }
    }
  });

  function opened() {
    setOutcome({ kind: 'cancelled' });
    void router.push(orderUrl(orderId));
  }

  // The rule's code came with the agent's first tap, or comes now; unable to load it, nothing is sent.
  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (await cancelRules.ready()) await checkAndCancel();
    else setOutcome({ kind: 'unanswered', message: NO_ANSWER_MESSAGE, sent: false });
  };

  const retry = (
    <Button type="button" size="sm" variant="outline" onClick={() => void onSubmit()} disabled={!online}>
      {online ? 'Try again' : 'Waiting for the connection…'}
    </Button>
  );

  return (
    <form noValidate aria-labelledby="cancel-reason-heading" onSubmit={(event) => void onSubmit(event)} {...loadOnFirstInput}>
      <Stack gap="5">
        <Text as="h2" id="cancel-reason-heading" fontSize="lg" fontWeight="semibold">
          Why is the plan cancelled?
        </Text>
        <Field
          label="Reason"
          hint={`Kept with the order, for the partner’s records: ${CANCEL_REASON_MIN_LENGTH} to ${CANCEL_REASON_MAX_LENGTH} characters.`}
          error={errorText(reasonError)}
          readOnly={locked}
        >
          <FieldTextarea {...form.register('reason')} rows={3} height="auto" paddingY="2" lineHeight="1.5" maxLength={CANCEL_REASON_MAX_LENGTH + 100} />
        </Field>
        {outcome?.kind === 'unanswered' && outcome.sent ? <Text color="fg.muted">{CANCEL_FORM_MESSAGES.locked}</Text> : null}

        {outcome?.kind === 'unanswered' ? (
          <Notice status="warning" title={outcome.message} description={outcome.sent ? CANCEL_FORM_MESSAGES.unknownOutcome : CANCEL_FORM_MESSAGES.notCancelled} action={retry} />
        ) : null}
        {outcome?.kind === 'refused' ? <RefusalNotice failure={outcome.failure} /> : null}
        {outcome?.kind === 'cancelled' ? <Notice status="success" title={CANCEL_FORM_MESSAGES.cancelled} /> : null}

        <Flex gap="4" align="center" wrap="wrap">
          <Button type="submit" colorPalette="red" loading={submitting || outcome?.kind === 'cancelled'} loadingText="Cancelling the plan…">
            Cancel the plan
          </Button>
          <Link asChild color="brand.fg" textDecoration="underline">
            <NextLink href={orderUrl(orderId)}>Keep the plan</NextLink>
          </Link>
        </Flex>
      </Stack>
    </form>
  );
}

/** A refusal of the whole cancellation: the wallet cannot cover the commission taken back, or the order changed. */
function RefusalNotice({ failure }: { failure: CancelFailure }) {
  const fundFirst = failure.code === ACTION_ERROR_CODES.insufficientWalletBalance;
  return (
    <Notice
      status="error"
      title={CANCEL_FORM_MESSAGES.notCancelled}
      description={failure.message}
      action={
        fundFirst ? (
          <Box>
            <Link asChild color="fg" fontWeight="semibold" textDecoration="underline">
              <NextLink href={WALLET_PATH}>Fund the wallet</NextLink>
            </Link>
          </Box>
        ) : undefined
      }
    />
  );
}
