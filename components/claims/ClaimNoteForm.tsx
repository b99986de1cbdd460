import { Button, Stack } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import { useCallback, useState, type FormEvent } from 'react';
import { Field, FieldTextarea } from '@/components/ui/Field';
import { Notice } from '@/components/ui/Notice';
import { useLoadOnFirstInput } from '@/components/ui/useLoadOnFirstInput';
import { CLAIM_NOTE_MAX_LENGTH } from '@/lib/validation/claim';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { failureNotice } from '@/lib/forms/failureNotice';
import { errorText, useFormState, useTextForm } from '@/lib/forms/useTextForm';
import { claimNoteRules, EMPTY_CLAIM_NOTE } from './claimNoteValues';
import { loadClaimNoteRequests, useClaimNote } from './useClaimNote';

export const CLAIM_NOTE_FORM_MESSAGES = {
  notSent: 'The note was not sent.',
  unknown: 'Whether the note was sent is not known yet. Send it again: if it went, it is not sent twice.',
  sent: 'Note sent.',
} as const;

const TITLES = { notDone: CLAIM_NOTE_FORM_MESSAGES.notSent, unknown: CLAIM_NOTE_FORM_MESSAGES.unknown };

const LOAD_ON_FIRST_INPUT = [claimNoteRules.ready, loadClaimNoteRequests];

export interface ClaimNoteFormProps {
  claimId: string;
  /** "Write to the claims desk", "Write to the agent". */
  label: string;
  hint: string;
}

/**
 * A note to the other side of the claim. Sent at most once at a time under one key, kept until it went
 * through: sent again after no answer, it is the one note. Sent, the page's data is read again so the
 * thread shows it.
 */
export function ClaimNoteForm({ claimId, label, hint }: ClaimNoteFormProps) {
  const form = useTextForm({ rules: claimNoteRules.rules, defaultValues: EMPTY_CLAIM_NOTE });
  const errors = useFormState(form, (state) => state.errors);
  const note = useClaimNote(claimId);
  const router = useRouter();
  const [outcome, setOutcome] = useState<{ kind: 'problem'; title: string; description?: string } | { kind: 'sent' }>();
  const loadOnFirstInput = useLoadOnFirstInput(LOAD_ON_FIRST_INPUT);

  const send = form.handleSubmit(async ({ body }) => {
    setOutcome(undefined);
    const attempt = await note.send(body);
    switch (attempt.kind) {
      case 'busy':
        return;
      case 'done':
        form.reset();
        setOutcome({ kind: 'sent' });
        return void router.replace(router.asPath, undefined, { scroll: false });
      default:
        return setOutcome({ kind: 'problem', ...failureNotice(attempt, TITLES) });
    }
  });

  const onSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (await claimNoteRules.ready()) await send();
      else setOutcome({ kind: 'problem', title: CLAIM_NOTE_FORM_MESSAGES.notSent, description: NO_ANSWER_MESSAGE });
    },
    [send],
  );

  return (
    <form noValidate aria-label={label} onSubmit={(event) => void onSubmit(event)} {...loadOnFirstInput}>
      <Stack gap="3">
        <Field label={label} hint={hint} error={errorText(errors.body)}>
          <FieldTextarea {...form.register('body')} rows={3} height="auto" paddingY="2" lineHeight="1.5" maxLength={CLAIM_NOTE_MAX_LENGTH * 2} />
        </Field>
        {outcome?.kind === 'problem' ? <Notice status="error" title={outcome.title} description={outcome.description} /> : null}
        {outcome?.kind === 'sent' ? <Notice status="success" title={CLAIM_NOTE_FORM_MESSAGES.sent} /> : null}
        <Button type="submit" variant="outline" alignSelf="flex-start" minHeight="11" loading={note.submitting} loadingText="Sending…">
          Send note
        </Button>
      </Stack>
    </form>
  );
}
