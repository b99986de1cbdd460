import { Button, Stack, Text } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import { useEffect, useState, type FormEvent } from 'react';
import { Field, FieldSelect, FieldTextarea } from '@/components/ui/Field';
import { Notice } from '@/components/ui/Notice';
import { REASON_MAX_LENGTH } from '@/lib/actions/reasons';
import { formRules } from '@/lib/actions/formRules';
import { REASSIGN_CUSTOMERS, type ReassignFormValues } from '@/lib/actions/reassignCustomers';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { fullName } from '@/lib/format/name';
import { formatPhone } from '@/lib/format/phone';
import { plural } from '@/lib/format/plural';
import { failureNotice } from '@/lib/forms/failureNotice';
import { useSubmitOnce } from '@/lib/forms/submitOnce';
import { errorText, useFormState, useTextForm } from '@/lib/forms/useTextForm';
import { fetchSellingAgents, sendReassignment, type ReassignScope, type SellingAgent } from './reassignRequests';

export const REASSIGN_MESSAGES = {
  notMoved: 'Nothing was moved.',
  unknown: 'Whether the customers moved is not known yet. Send it again: nothing moves twice.',
  noAgents: 'No other agent signs in now: invite one, or reactivate one, first.',
} as const;

const RULES = formRules(REASSIGN_CUSTOMERS);
const TITLES = { notDone: REASSIGN_MESSAGES.notMoved, unknown: REASSIGN_MESSAGES.unknown };
const EMPTY: ReassignFormValues = { toAgentId: '', reason: '' };

export interface ReassignCustomersFormProps {
  scope: ReassignScope;
  /** The agent they are with now (not offered). */
  currentAgentId: string;
  /** What moves, in words: "Chiamaka Obi" or "Amaka Okonkwo’s 25 customers". */
  what: string;
  /** Told what was done, once done (the page is being read again). */
  onDone: (message: string) => void;
}

/**
 * Gives the customer (or all of an agent's) to another agent who sells and signs in, with the reason: their
 * devices, plans, claims and the plans' payments go along; the ledger stays. Done, the page is read again
 * and `onDone` hears what moved.
 */
export function ReassignCustomersForm({ scope, currentAgentId, what, onDone }: ReassignCustomersFormProps) {
  const [agents, setAgents] = useState<SellingAgent[] | null | undefined>(undefined);
  const form = useTextForm({ rules: RULES, defaultValues: EMPTY });
  const errors = useFormState(form, (state) => state.errors);
  const { submitOnce, submitting } = useSubmitOnce();
  const router = useRouter();
  const [outcome, setOutcome] = useState<{ title: string; description?: string }>();
  const { setError, setFocus } = form;

  useEffect(() => {
    let current = true;
    void fetchSellingAgents().then((found) => {
      if (current) setAgents(found);
    });
    return () => {
      current = false;
    };
  }, []);

  const reassign = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    const attempt = await submitOnce({ load: async () => ({ sendReassignment }), start: () => '', send: (requests) => requests.sendReassignment(scope, values) });
    switch (attempt.kind) {
      case 'busy':
        return;
      case 'done':
        void router.replace(router.asPath, undefined, { scroll: false });
        return onDone(`${plural(attempt.done, 'customer', 'customers')} moved. The agent sees them from now on; the audit log keeps why.`);
      case 'refused':
        if (attempt.failure.field) {
          setError(attempt.failure.field, attempt.failure.message);
          return setFocus(attempt.failure.field);
        }
        return setOutcome(failureNotice(attempt, TITLES));
      default:
        return setOutcome(failureNotice(attempt, TITLES));
    }
  });

  if (agents === undefined) {
    return (
      <Text role="status" color="fg.muted">
        Loading the agents…
      </Text>
    );
  }
  if (agents === null) return <Notice status="error" title="The agents could not be loaded." description={NO_ANSWER_MESSAGE} />;
  const choices = agents.filter((agent) => agent.id !== currentAgentId);
  if (choices.length === 0) return <Text>{REASSIGN_MESSAGES.noAgents}</Text>;
  const options = [{ value: '', label: 'Choose an agent' }, ...choices.map((agent) => ({ value: agent.id, label: `${fullName(agent)} · ${formatPhone(agent.phone)}` }))];

  return (
    <form noValidate aria-label="Give to another agent" onSubmit={(event: FormEvent) => void reassign(event)}>
      <Stack gap="3">
        <Text>{`${what} will be served by the agent you choose: their devices, plans, claims and payments go along. Commission already earned stays where it is.`}</Text>
        <Field label="New agent" error={errorText(errors.toAgentId)}>
          <FieldSelect {...form.register('toAgentId')} options={options} />
        </Field>
        <Field label="Why do they move?" hint="The audit log keeps the reason with your name." error={errorText(errors.reason)}>
          <FieldTextarea {...form.register('reason')} rows={3} height="auto" paddingY="2" lineHeight="1.5" maxLength={REASON_MAX_LENGTH * 2} />
        </Field>
        {outcome ? <Notice status="error" title={outcome.title} description={outcome.description} /> : null}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" minHeight="11" loading={submitting} loadingText="Moving…">
          Give to this agent
        </Button>
      </Stack>
    </form>
  );
}
