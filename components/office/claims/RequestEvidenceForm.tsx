import { Button, Stack } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import { useEffect, useState, type FormEvent } from 'react';
import { Field, FieldTextarea } from '@/components/ui/Field';
import { Notice } from '@/components/ui/Notice';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { failureNotice } from '@/lib/forms/failureNotice';
import { useKeyedSubmitOnce } from '@/lib/forms/submitOnce';
import { errorText, useFormState, useTextForm } from '@/lib/forms/useTextForm';
import { CLAIM_NOTE_MAX_LENGTH } from '@/lib/validation/claim';
import { EMPTY_EVIDENCE_REQUEST, evidenceRequestRules } from './evidenceRequestValues';

export const REQUEST_EVIDENCE_MESSAGES = {
  notSent: 'The request was not sent.',
  unknown: 'Whether the request was sent is not known yet. Send it again: it is not sent twice.',
  sent: 'Request sent. The agent sees it on the claim, with your note.',
} as const;

const TITLES = { notDone: REQUEST_EVIDENCE_MESSAGES.notSent, unknown: REQUEST_EVIDENCE_MESSAGES.unknown };

const loadRequests = () => import('./deskEvidenceRequests');

export interface RequestEvidenceFormProps {
  claimId: string;
  /** Sent: the section closes the form and says so. */
  onDone: (message: string) => void;
}

/**
 * "Ask for more evidence": what the agent should add, in a note (required) that the agent reads on the
 * claim. Sent at most once at a time under one key, kept until it went through; sent, the page is read
 * again. The service writes the note and keeps the request in the audit log.
 */
export function RequestEvidenceForm({ claimId, onDone }: RequestEvidenceFormProps) {
  const form = useTextForm({ rules: evidenceRequestRules.rules, defaultValues: EMPTY_EVIDENCE_REQUEST });
  const errors = useFormState(form, (state) => state.errors);
  const { submitKeyed, submitting } = useKeyedSubmitOnce();
  const router = useRouter();
  const [problem, setProblem] = useState<{ title: string; description?: string }>();
  const { setError, setFocus } = form;

  // The form opens on request: its rule and request load now, and the officer writes at once.
  useEffect(() => {
    void evidenceRequestRules.ready();
    void loadRequests().catch(() => undefined);
    setFocus('note');
  }, [setFocus]);

  const send = form.handleSubmit(async ({ note }) => {
    setProblem(undefined);
    const attempt = await submitKeyed({ load: loadRequests, send: (requests, key) => requests.sendEvidenceRequest(claimId, note, key) });
    switch (attempt.kind) {
      case 'busy':
        return;
      case 'done':
        form.reset();
        onDone(REQUEST_EVIDENCE_MESSAGES.sent);
        return void router.replace(router.asPath, undefined, { scroll: false });
      case 'refused':
        if (attempt.failure.onNote) {
          setError('note', attempt.failure.message);
          return setFocus('note');
        }
        return setProblem(failureNotice(attempt, TITLES));
      default:
        return setProblem(failureNotice(attempt, TITLES));
    }
  });

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (await evidenceRequestRules.ready()) await send();
    else setProblem({ title: REQUEST_EVIDENCE_MESSAGES.notSent, description: NO_ANSWER_MESSAGE });
  };

  return (
    <form noValidate aria-label="Ask for more evidence" onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="3">
        <Field
          label="What is needed"
          hint="Which photo or document, and why. The agent reads it on the claim; it is kept in the notes."
          error={errorText(errors.note)}
        >
          <FieldTextarea {...form.register('note')} rows={3} height="auto" paddingY="2" lineHeight="1.5" maxLength={CLAIM_NOTE_MAX_LENGTH * 2} />
        </Field>
        {problem ? <Notice status="error" title={problem.title} description={problem.description} /> : null}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" minHeight="11" loading={submitting} loadingText="Sending…">
          Send the request
        </Button>
      </Stack>
    </form>
  );
}
