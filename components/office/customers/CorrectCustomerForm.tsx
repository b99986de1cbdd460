import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { Field, FieldInput, FieldSelect, FieldTextarea } from '@/components/ui/Field';
import { Notice } from '@/components/ui/Notice';
import { REASON_MAX_LENGTH } from '@/lib/actions/reasons';
import { useLoadOnFirstInput } from '@/components/ui/useLoadOnFirstInput';
import { CORRECT_CUSTOMER_MESSAGES, type CustomerCorrectionFormValues } from '@/lib/actions/correctCustomer';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { failureNotice } from '@/lib/forms/failureNotice';
import { useSubmitOnce } from '@/lib/forms/submitOnce';
import { errorText, useFormState, useTextForm } from '@/lib/forms/useTextForm';
import { STATE_OPTIONS } from '@/lib/validation/states';
import { correctionFormValues, correctionRules } from './correctionValues';
import type { OfficeCustomer } from './getOfficeCustomer';

export const CORRECTION_MESSAGES = {
  notCorrected: 'The details were not corrected.',
  unknown: 'Whether the details were corrected is not known yet. Send them again: they are not corrected twice.',
  corrected: 'Details corrected. The audit log keeps what they were, and why they changed.',
} as const;

const TITLES = { notDone: CORRECTION_MESSAGES.notCorrected, unknown: CORRECTION_MESSAGES.unknown };

const loadRequests = () => import('./correctCustomerRequests');
const LOAD_ON_FIRST_INPUT = [correctionRules.ready, loadRequests];

const TEXT_FIELDS: readonly { name: Exclude<keyof CustomerCorrectionFormValues, 'state' | 'reason'>; label: string; type?: string; inputMode?: 'tel' | 'email' }[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'phone', label: 'Phone number', type: 'tel', inputMode: 'tel' },
  { name: 'email', label: 'Email (optional)', type: 'email', inputMode: 'email' },
  { name: 'address', label: 'Address' },
];

const DETAILS: readonly (keyof CustomerCorrectionFormValues)[] = ['firstName', 'lastName', 'phone', 'email', 'address', 'state'];

/**
 * The customer's names and contact details as stored, to correct, and why (required): the customer's right
 * to correction. Sent at most once at a time; done, the page is read again.
 */
export function CorrectCustomerForm({ customer }: { customer: OfficeCustomer }) {
  const form = useTextForm({ rules: correctionRules.rules, defaultValues: correctionFormValues(customer) });
  const errors = useFormState(form, (state) => state.errors);
  const { submitOnce, submitting } = useSubmitOnce();
  const router = useRouter();
  const [outcome, setOutcome] = useState<{ kind: 'problem'; title: string; description?: string } | { kind: 'done' }>();
  const loadOnFirstInput = useLoadOnFirstInput(LOAD_ON_FIRST_INPUT);
  const { setError, setFocus } = form;

  const correct = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    const stored = correctionFormValues(customer);
    if (DETAILS.every((field) => values[field].trim() === stored[field].trim())) {
      return setOutcome({ kind: 'problem', title: CORRECTION_MESSAGES.notCorrected, description: CORRECT_CUSTOMER_MESSAGES.unchanged });
    }
    const attempt = await submitOnce({ load: loadRequests, start: () => '', send: (requests) => requests.sendCorrection(customer.id, values) });
    switch (attempt.kind) {
      case 'busy':
        return;
      case 'done':
        setOutcome({ kind: 'done' });
        return void router.replace(router.asPath, undefined, { scroll: false });
      case 'refused':
        if (attempt.failure.field) {
          setError(attempt.failure.field, attempt.failure.message);
          return setFocus(attempt.failure.field);
        }
        return setOutcome({ kind: 'problem', ...failureNotice(attempt, TITLES) });
      default:
        return setOutcome({ kind: 'problem', ...failureNotice(attempt, TITLES) });
    }
  });

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (await correctionRules.ready()) await correct();
    else setOutcome({ kind: 'problem', title: CORRECTION_MESSAGES.notCorrected, description: NO_ANSWER_MESSAGE });
  };

  return (
    <form noValidate aria-label="Correct the details" onSubmit={(event) => void onSubmit(event)} {...loadOnFirstInput}>
      <Stack gap="5">
        <Text>Correct what the customer asks to, with proof where it matters (an ID for a name). The agent sees the new details.</Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {TEXT_FIELDS.map((field) => (
            <Field key={field.name} label={field.label} error={errorText(errors[field.name])}>
              <FieldInput {...form.register(field.name)} type={field.type ?? 'text'} inputMode={field.inputMode} autoComplete="off" />
            </Field>
          ))}
          <Field label="State" error={errorText(errors.state)}>
            <FieldSelect {...form.register('state')} options={STATE_OPTIONS} />
          </Field>
        </SimpleGrid>
        <Field label="Why do the details change?" hint="Kept in the audit log with your name and the details as they were." error={errorText(errors.reason)}>
          <FieldTextarea {...form.register('reason')} rows={2} height="auto" paddingY="2" lineHeight="1.5" maxLength={REASON_MAX_LENGTH * 2} />
        </Field>
        {outcome?.kind === 'problem' ? <Notice status="error" title={outcome.title} description={outcome.description} /> : null}
        {outcome?.kind === 'done' ? <Notice status="success" title={CORRECTION_MESSAGES.corrected} /> : null}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" minHeight="11" loading={submitting} loadingText="Correcting…">
          Correct the details
        </Button>
      </Stack>
    </form>
  );
}
