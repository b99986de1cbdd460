import { Button, Stack, Text } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { ChoiceCard } from '@/components/ui/ChoiceCard';
import { ChoiceGroup } from '@/components/ui/ChoiceGroup';
import { Field, FieldTextarea } from '@/components/ui/Field';
import { Notice } from '@/components/ui/Notice';
import { useLoadOnFirstInput } from '@/components/ui/useLoadOnFirstInput';
import { CLAIM_MOVE_NOTE_MAX_LENGTH, claimMoveNoteProblem, excessBlocksMove, isClaimStatus, nextClaimStatuses, type ClaimStatus } from '@/lib/domain/claims';
import { formatMoney } from '@/lib/format/money';
import type { FieldRules } from '@/lib/forms/fieldRules';
import { errorText, useField, useFormState, useTextForm } from '@/lib/forms/useTextForm';
import { loadMoveClaimRequests, useMoveClaim } from './useMoveClaim';

interface MoveValues {
  to: string;
  note: string;
}

export const MOVE_CLAIM_MESSAGES = {
  chooseStep: 'Choose where the claim goes',
  notMoved: 'The claim was not moved.',
  movedMeanwhile: 'Someone else moved this claim meanwhile. Reload it to see where it is now.',
  unknown: 'Whether the claim moved is not known yet. Try again: if it did, the same answer comes back.',
  moved: 'Claim moved. The agent sees it now.',
  closed: 'This claim is closed: it moves no further.',
  excessUnpaid: 'The customer has not paid the excess yet',
} as const;

/** Each step in the desk's words, and what it means. */
const STEPS: Record<Exclude<ClaimStatus, 'SUBMITTED'>, { label: string; means: (excess: string) => string }> = {
  UNDER_REVIEW: { label: 'Start the review', means: () => 'The agent sees that the desk is looking at it.' },
  APPROVED: { label: 'Approve', means: (excess) => `The claim is paid for. The customer pays the excess of ${excess} before pickup.` },
  REJECTED: { label: 'Reject', means: () => 'The claim is closed unpaid. Say why: the agent tells the customer.' },
  IN_REPAIR: { label: 'Send to repair', means: () => 'The phone is with the repairer.' },
  READY_FOR_PICKUP: { label: 'Ready for pickup', means: () => 'The repaired phone waits for the customer at the shop.' },
  COMPLETED: { label: 'Complete', means: () => 'The customer has the phone back. The claim is closed.' },
};

const RULES: FieldRules<MoveValues> = {
  to: (to) => (to === '' ? MOVE_CLAIM_MESSAGES.chooseStep : undefined),
  note: (note, values) => (isClaimStatus(values.to) ? claimMoveNoteProblem(values.to, note) : undefined),
};

const NO_MOVE: MoveValues = { to: '', note: '' };
const LOAD_ON_FIRST_INPUT = [loadMoveClaimRequests];

export interface MoveClaimFormProps {
  reference: string;
  status: ClaimStatus;
  excessKobo: number;
  excessPaid: boolean;
}

/**
 * The steps the claim may take from where it is (lib/domain/claims), each in words, with a note to the
 * agent (a rejection's reason required). Pickup waits for the excess. Moved, the page is read again, so the
 * timeline shows the step; a claim someone else moved meanwhile is refused and says so.
 */
export function MoveClaimForm({ reference, status, excessKobo, excessPaid }: MoveClaimFormProps) {
  const steps = nextClaimStatuses(status);
  const form = useTextForm({ rules: RULES, defaultValues: NO_MOVE });
  const errors = useFormState(form, (state) => state.errors);
  const to = useField(form, 'to');
  const { move, submitting } = useMoveClaim();
  const router = useRouter();
  const [outcome, setOutcome] = useState<{ kind: 'problem'; title: string; description?: string; reload?: boolean } | { kind: 'moved' }>();
  const loadOnFirstInput = useLoadOnFirstInput(LOAD_ON_FIRST_INPUT);
  const excess = formatMoney(excessKobo);
  const { setError, setFocus } = form;

  const send = form.handleSubmit(async (values) => {
    if (!isClaimStatus(values.to)) return;
    setOutcome(undefined);
    const attempt = await move({ reference, from: status, to: values.to, note: values.note });
    switch (attempt.kind) {
      case 'busy':
        return;
      case 'done':
        form.reset();
        setOutcome({ kind: 'moved' });
        return void router.replace(router.asPath, undefined, { scroll: false });
      case 'refused': {
        const { failure } = attempt;
        if (failure.onNote) {
          setError('note', failure.message);
          return setFocus('note');
        }
        if (failure.movedMeanwhile) return setOutcome({ kind: 'problem', title: MOVE_CLAIM_MESSAGES.movedMeanwhile, reload: true });
        return setOutcome({ kind: 'problem', title: MOVE_CLAIM_MESSAGES.notMoved, description: failure.message });
      }
      case 'not-sent':
        return setOutcome({ kind: 'problem', title: MOVE_CLAIM_MESSAGES.notMoved, description: attempt.message });
      default:
        return setOutcome({ kind: 'problem', title: MOVE_CLAIM_MESSAGES.unknown, description: attempt.message });
    }
  });

  if (steps.length === 0) return <Text>{MOVE_CLAIM_MESSAGES.closed}</Text>;

  return (
    <form noValidate aria-label="Move the claim" onSubmit={(event: FormEvent) => void send(event)} {...loadOnFirstInput}>
      <Stack gap="4">
        <Field error={errorText(to.error)}>
          <ChoiceGroup groupRef={to.ref} legend="Where the claim goes next">
            {steps.map((step) => {
              if (step === 'SUBMITTED') return null;
              const blocked = excessBlocksMove(step, { excessKobo, excessPaid });
              return (
                <ChoiceCard
                  key={step}
                  name="to"
                  value={step}
                  checked={to.value === step}
                  onChoose={to.onChange}
                  label={STEPS[step].label}
                  disabled={blocked}
                  disabledReason={blocked ? `${MOVE_CLAIM_MESSAGES.excessUnpaid} (${excess}).` : undefined}
                >
                  {STEPS[step].means(excess)}
                </ChoiceCard>
              );
            })}
          </ChoiceGroup>
        </Field>
        <Field label="Note to the agent" hint="Shown on the claim's timeline. Required for a rejection: its reason." error={errorText(errors.note)}>
          <FieldTextarea {...form.register('note')} rows={3} height="auto" paddingY="2" lineHeight="1.5" maxLength={CLAIM_MOVE_NOTE_MAX_LENGTH * 2} />
        </Field>
        {outcome?.kind === 'problem' ? (
          <Notice
            status="error"
            title={outcome.title}
            description={outcome.description}
            action={
              outcome.reload ? (
                <Button size="sm" variant="outline" onClick={() => void router.replace(router.asPath, undefined, { scroll: false }).then(() => setOutcome(undefined))}>
                  Reload the claim
                </Button>
              ) : undefined
            }
          />
        ) : null}
        {outcome?.kind === 'moved' ? <Notice status="success" title={MOVE_CLAIM_MESSAGES.moved} /> : null}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" minHeight="11" loading={submitting} loadingText="Moving the claim…">
          Move the claim
        </Button>
      </Stack>
    </form>
  );
}
