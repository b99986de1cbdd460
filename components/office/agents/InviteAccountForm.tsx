import { Button, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useCallback, useState, type FormEvent } from 'react';
import { Field, FieldInput, FieldSelect } from '@/components/ui/Field';
import { Notice } from '@/components/ui/Notice';
import { useLoadOnFirstInput } from '@/components/ui/useLoadOnFirstInput';
import type { InviteFormValues } from '@/lib/actions/inviteAccount';
import { ACCOUNT_ROLE_LABELS, ACCOUNT_ROLES } from '@/lib/domain/roles';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { errorText, useFormState, useTextForm } from '@/lib/forms/useTextForm';
import { EMPTY_INVITE, inviteRules } from './inviteValues';
import { PasswordLinkPanel } from './PasswordLinkPanel';
import type { MadeLink } from './passwordLinkRequests';
import { agentAccountUrl, AGENTS_PATH } from './urls';
import { loadPasswordLinkRequests, useInvite } from './useInvite';

export const INVITE_MESSAGES = {
  notInvited: 'Nobody was invited.',
  unknown: 'Whether the invitation was made is not known yet. Send it again: it is not made twice.',
} as const;

const LOAD_ON_FIRST_INPUT = [inviteRules.ready, loadPasswordLinkRequests];
const ROLE_OPTIONS = ACCOUNT_ROLES.map((role) => ({ value: role, label: ACCOUNT_ROLE_LABELS[role] }));

const TEXT_FIELDS: readonly { name: Exclude<keyof InviteFormValues, 'role'>; label: string; type?: string; inputMode?: 'tel' | 'email'; hint?: string }[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'phone', label: 'Phone number', type: 'tel', inputMode: 'tel', hint: 'They sign in with it.' },
  { name: 'email', label: 'Email (optional)', type: 'email', inputMode: 'email' },
];

/**
 * /office/agents/invite: who joins and as what; "Invite" makes the account and shows its one-time link to
 * send them. One key per invitation, kept until it went through or was refused: sent again after no answer,
 * it is the same account.
 */
export function InviteAccountForm() {
  const form = useTextForm({ rules: inviteRules.rules, defaultValues: EMPTY_INVITE });
  const errors = useFormState(form, (state) => state.errors);
  const { send, submitting } = useInvite();
  const [outcome, setOutcome] = useState<{ kind: 'problem'; title: string; description?: string } | { kind: 'invited'; link: MadeLink; name: string }>();
  const loadOnFirstInput = useLoadOnFirstInput(LOAD_ON_FIRST_INPUT);
  const { setError, setFocus } = form;

  const invite = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    const attempt = await send(values);
    switch (attempt.kind) {
      case 'busy':
        return;
      case 'done':
        form.reset();
        return setOutcome({ kind: 'invited', link: attempt.done, name: `${values.firstName.trim()} ${values.lastName.trim()}` });
      case 'refused':
        if (attempt.failure.field) {
          setError(attempt.failure.field, attempt.failure.message);
          return setFocus(attempt.failure.field);
        }
        return setOutcome({ kind: 'problem', title: INVITE_MESSAGES.notInvited, description: attempt.failure.message });
      case 'not-sent':
        return setOutcome({ kind: 'problem', title: INVITE_MESSAGES.notInvited, description: attempt.message });
      default:
        return setOutcome({ kind: 'problem', title: INVITE_MESSAGES.unknown, description: attempt.message });
    }
  });

  const onSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (await inviteRules.ready()) await invite();
      else setOutcome({ kind: 'problem', title: INVITE_MESSAGES.notInvited, description: NO_ANSWER_MESSAGE });
    },
    [invite],
  );

  return (
    <Stack gap="6" maxWidth="2xl">
      <Link asChild color="brand.fg" textDecoration="underline" alignSelf="flex-start">
        <NextLink href={AGENTS_PATH}>All accounts</NextLink>
      </Link>
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Invite someone
        </Heading>
        <Text color="fg.muted">An agent, or a colleague of the back office. They get a link to choose their password; you send it to them.</Text>
      </Stack>
      {outcome?.kind === 'invited' ? (
        <Stack gap="4">
          <PasswordLinkPanel link={outcome.link} name={outcome.name} />
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
            <Link asChild color="brand.fg" textDecoration="underline">
              <NextLink href={agentAccountUrl(outcome.link.agentId)}>{`Open ${outcome.name}’s account`}</NextLink>
            </Link>
          </Stack>
          <Button variant="outline" alignSelf="flex-start" onClick={() => setOutcome(undefined)}>
            Invite someone else
          </Button>
        </Stack>
      ) : (
        <form noValidate aria-label="Invite someone" onSubmit={(event) => void onSubmit(event)} {...loadOnFirstInput}>
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {TEXT_FIELDS.map((field) => (
                <Field key={field.name} label={field.label} hint={field.hint} error={errorText(errors[field.name])}>
                  <FieldInput {...form.register(field.name)} type={field.type ?? 'text'} inputMode={field.inputMode} autoComplete="off" />
                </Field>
              ))}
            </SimpleGrid>
            <Field label="Works as" error={errorText(errors.role)}>
              <FieldSelect {...form.register('role')} options={ROLE_OPTIONS} />
            </Field>
            {outcome?.kind === 'problem' ? <Notice status="error" title={outcome.title} description={outcome.description} /> : null}
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" minHeight="11" loading={submitting} loadingText="Inviting…">
              Invite
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
