import { Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { Field, FieldInput, FieldTextarea } from '@/components/ui/Field';
import { Notice } from '@/components/ui/Notice';
import { formRules } from '@/lib/actions/formRules';
import { REASON_MAX_LENGTH } from '@/lib/actions/reasons';
import { TRANSFER_DEVICE, TRANSFER_DEVICE_MESSAGES, type TransferFormValues } from '@/lib/actions/transferDevice';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { fullName } from '@/lib/format/name';
import { formatPhone } from '@/lib/format/phone';
import { plural } from '@/lib/format/plural';
import { failureNotice } from '@/lib/forms/failureNotice';
import { useSubmitOnce } from '@/lib/forms/submitOnce';
import { errorText, useFormState, useTextForm } from '@/lib/forms/useTextForm';
import { lagosToday } from '@/lib/validation/lagosDay';
import { normalizeNigerianPhone, validateNigerianPhone } from '@/lib/validation/phone';
import { findNewOwner, sendTransfer, type NewOwner } from './transferRequests';

export const TRANSFER_MESSAGES = {
  notTransferred: 'The phone was not transferred.',
  unknown: 'Whether the phone was transferred is not known yet. Send it again: it is not transferred twice.',
  noCustomer: 'No customer has this number. An agent registers the new owner first (with their ID), then you transfer the phone.',
} as const;

const RULES = formRules(TRANSFER_DEVICE);
const TITLES = { notDone: TRANSFER_MESSAGES.notTransferred, unknown: TRANSFER_MESSAGES.unknown };
const EMPTY: TransferFormValues = { purchasePrice: '', purchaseDate: '', reason: '' };

type Lookup = { kind: 'idle' } | { kind: 'looking' } | { kind: 'found'; owner: NewOwner } | { kind: 'problem'; message: string };

export interface TransferDeviceFormProps {
  device: { id: string; brand: string; model: string };
  /** The customer who owns it now (not offered as the new owner). */
  ownerId: string;
  /** Told what was done, once done (the page is being read again). */
  onDone: (message: string) => void;
}

/**
 * The phone to its new owner (a customer of the partner, found by their number), with what they paid for it
 * and when, and why: the old owner's plan on it ends as a cancellation. Done, the page is read again.
 */
export function TransferDeviceForm({ device, ownerId, onDone }: TransferDeviceFormProps) {
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' });
  const form = useTextForm({ rules: RULES, defaultValues: EMPTY });
  const errors = useFormState(form, (state) => state.errors);
  const { submitOnce, submitting } = useSubmitOnce();
  const router = useRouter();
  const [problem, setProblem] = useState<{ title: string; description?: string }>();
  const { setError, setFocus } = form;

  const find = async () => {
    const wrong = validateNigerianPhone(phone);
    setPhoneError(wrong);
    if (wrong) return;
    setLookup({ kind: 'looking' });
    const found = await findNewOwner(normalizeNigerianPhone(phone) ?? phone);
    if (found === null) return setLookup({ kind: 'problem', message: NO_ANSWER_MESSAGE });
    if (found === 'none') return setLookup({ kind: 'problem', message: TRANSFER_MESSAGES.noCustomer });
    if (found.id === ownerId) return setLookup({ kind: 'problem', message: TRANSFER_DEVICE_MESSAGES.sameOwner });
    setLookup({ kind: 'found', owner: found });
  };

  const transfer = form.handleSubmit(async (values) => {
    if (lookup.kind !== 'found') return;
    const { owner } = lookup;
    setProblem(undefined);
    const attempt = await submitOnce({ load: async () => ({ sendTransfer }), start: () => '', send: (requests) => requests.sendTransfer(device.id, owner.id, values) });
    switch (attempt.kind) {
      case 'busy':
        return;
      case 'done':
        void router.replace(router.asPath, undefined, { scroll: false });
        return onDone(`${device.brand} ${device.model} transferred to ${fullName(owner)}.${attempt.done > 0 ? ` ${plural(attempt.done, 'plan', 'plans')} of the old owner ended.` : ''}`);
      case 'refused':
        if (attempt.failure.field) {
          setError(attempt.failure.field, attempt.failure.message);
          return setFocus(attempt.failure.field);
        }
        return setProblem(failureNotice(attempt, TITLES));
      default:
        return setProblem(failureNotice(attempt, TITLES));
    }
  });

  return (
    <form noValidate aria-label={`Transfer the ${device.brand} ${device.model}`} onSubmit={(event: FormEvent) => void transfer(event)}>
      <Stack gap="3">
        <Text>The old owner’s plan on the phone ends as a cancellation does (a refund as their plan says). The new owner’s agent can then cover it.</Text>
        <Field label="New owner’s phone number" hint="A customer of yours already: an agent registers them first." error={phoneError}>
          <Flex gap="2" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <FieldInput
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={phone}
              onChange={(event) => {
                setPhone(event.target.value);
                setLookup({ kind: 'idle' });
              }}
              flex="1"
              minWidth="0"
            />
            <Button variant="outline" minHeight="10" loading={lookup.kind === 'looking'} loadingText="Finding…" onClick={() => void find()}>
              Find the customer
            </Button>
          </Flex>
        </Field>
        {lookup.kind === 'problem' ? <Notice status="warning" title={lookup.message} /> : null}
        {lookup.kind === 'found' ? (
          <>
            <Text role="status" fontWeight="medium">
              {`New owner: ${fullName(lookup.owner)} · ${formatPhone(lookup.owner.phone)}, served by ${fullName(lookup.owner.agent)}`}
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <Field label="What they paid (₦)" hint="₦20,000 to ₦3,000,000" error={errorText(errors.purchasePrice)}>
                <FieldInput {...form.register('purchasePrice')} inputMode="decimal" autoComplete="off" />
              </Field>
              <Field label="When they bought it" error={errorText(errors.purchaseDate)}>
                <FieldInput {...form.register('purchaseDate')} type="date" max={lagosToday()} />
              </Field>
            </SimpleGrid>
            <Field label="Why does it change owner?" hint="The audit log keeps the reason with your name." error={errorText(errors.reason)}>
              <FieldTextarea {...form.register('reason')} rows={2} height="auto" paddingY="2" lineHeight="1.5" maxLength={REASON_MAX_LENGTH * 2} />
            </Field>
            {problem ? <Notice status="error" title={problem.title} description={problem.description} /> : null}
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" minHeight="11" loading={submitting} loadingText="Transferring…">
              Transfer the phone
            </Button>
          </>
        ) : null}
      </Stack>
    </form>
  );
}
