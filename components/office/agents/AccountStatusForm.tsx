import { Button, Stack, Text } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import { useCallback, useState, type FormEvent } from 'react';
import { Field, FieldTextarea } from '@/components/ui/Field';
import { Notice } from '@/components/ui/Notice';
import { REASON_MAX_LENGTH } from '@/lib/actions/reasons';
import { useLoadOnFirstInput } from '@/components/ui/useLoadOnFirstInput';
import { suspendReasonProblem, type AgentStatus, type SuspendFormFields } from '@/lib/actions/setAgentStatus';
import type { FieldRules } from '@/lib/forms/fieldRules';
import { failureNotice } from '@/lib/forms/failureNotice';
import { useSubmitOnce } from '@/lib/forms/submitOnce';
import { errorText, useFormState, useTextForm } from '@/lib/forms/useTextForm';

export const ACCOUNT_STATUS_MESSAGES = {
  notChanged: 'The account was not changed.',
  unknown: 'Whether the account changed is not known yet. Try again: it is not changed twice.',
  suspended: 'Account suspended. It was signed out everywhere.',
  reactivated: 'Account reactivated. It can sign in again.',
} as const;

const TITLES = { notDone: ACCOUNT_STATUS_MESSAGES.notChanged, unknown: ACCOUNT_STATUS_MESSAGES.unknown };

const loadRequests = () => import('./agentStatusRequests');
const LOAD_ON_FIRST_INPUT = [loadRequests];
const NO_REASON: SuspendFormFields = { reason: '' };

const RULES: FieldRules<SuspendFormFields> = { reason: suspendReasonProblem };

export interface AccountStatusFormProps {
  agentId: string;
  name: string;
  status: string;
}

/**
 * Suspend an active account with the reason (every session of it ends at once), or reactivate a suspended
 * one. Done, the page is read again. The service checks the same rule and never changes an account twice.
 */
export function AccountStatusForm({ agentId, name, status }: AccountStatusFormProps) {
  const form = useTextForm({ rules: RULES, defaultValues: NO_REASON });
  const errors = useFormState(form, (state) => state.errors);
  const { submitOnce, submitting } = useSubmitOnce();
  const router = useRouter();
  const [outcome, setOutcome] = useState<{ kind: 'problem'; title: string; description?: string } | { kind: 'done'; title: string }>();
  const loadOnFirstInput = useLoadOnFirstInput(LOAD_ON_FIRST_INPUT);
  const suspending = status === 'ACTIVE';

  const change = useCallback(
    async (to: AgentStatus, reason: string | null) => {
      setOutcome(undefined);
      const attempt = await submitOnce({ load: loadRequests, start: () => '', send: (requests) => requests.sendAgentStatus(agentId, to, reason) });
      switch (attempt.kind) {
        case 'busy':
          return;
        case 'done':
          form.reset();
          setOutcome({ kind: 'done', title: to === 'SUSPENDED' ? ACCOUNT_STATUS_MESSAGES.suspended : ACCOUNT_STATUS_MESSAGES.reactivated });
          return void router.replace(router.asPath, undefined, { scroll: false });
        default:
          return setOutcome({ kind: 'problem', ...failureNotice(attempt, TITLES) });
      }
    },
    [agentId, form, router, submitOnce],
  );

  const suspend = form.handleSubmit(({ reason }) => change('SUSPENDED', reason));
  const notices = (
    <>
      {outcome?.kind === 'problem' ? <Notice status="error" title={outcome.title} description={outcome.description} /> : null}
      {outcome?.kind === 'done' ? <Notice status="success" title={outcome.title} /> : null}
    </>
  );

  if (!suspending) {
    return (
      <Stack gap="3" {...loadOnFirstInput}>
        <Text>{`${name} cannot sign in. Reactivated, the account signs in again with its password.`}</Text>
        {notices}
        <Button alignSelf="flex-start" colorPalette="brand" minHeight="11" loading={submitting} loadingText="Reactivating…" onClick={() => void change('ACTIVE', null)}>
          Reactivate the account
        </Button>
      </Stack>
    );
  }
  return (
    <form noValidate aria-label="Suspend the account" onSubmit={(event: FormEvent) => void suspend(event)} {...loadOnFirstInput}>
      <Stack gap="3">
        <Text>{`Suspended, ${name} is signed out on every phone and computer at once, and cannot sign in until reactivated. Their customers, sales and claims stay.`}</Text>
        <Field label="Why is it suspended?" hint="The team sees the reason; the audit log keeps it with your name." error={errorText(errors.reason)}>
          <FieldTextarea {...form.register('reason')} rows={3} height="auto" paddingY="2" lineHeight="1.5" maxLength={REASON_MAX_LENGTH * 2} />
        </Field>
        {notices}
        <Button type="submit" colorPalette="red" alignSelf="flex-start" minHeight="11" loading={submitting} loadingText="Suspending…">
          Suspend the account
        </Button>
      </Stack>
    </form>
  );
}
