import { Button, Link, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useCallback, useState, type FormEvent } from 'react';
import { Field, FieldInput } from '@/components/ui/Field';
import { Notice } from '@/components/ui/Notice';
import { useLoadOnFirstInput } from '@/components/ui/useLoadOnFirstInput';
import { PASSWORD_MIN_LENGTH } from '@/lib/domain/passwords';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { formatPhone } from '@/lib/format/phone';
import { useSubmitOnce } from '@/lib/forms/submitOnce';
import { errorText, useFormState, useTextForm } from '@/lib/forms/useTextForm';
import { EMPTY_LINK_PASSWORD_FORM, linkPasswordRules } from './linkPasswordValues';

export const LINK_PASSWORD_MESSAGES = {
  notSet: 'The password was not set.',
  unknown: 'Whether the password was set is not known yet. Try again: if it was, the page says the link was used, and you sign in with it.',
  set: 'Password set.',
} as const;

const loadRequests = () => import('./setPasswordRequests');
const LOAD_ON_FIRST_INPUT = [linkPasswordRules.ready, loadRequests];

const FIELDS = [
  { name: 'newPassword', label: 'Password', hint: `At least ${PASSWORD_MIN_LENGTH} characters. A few words you will remember are safer than a short code.` },
  { name: 'repeatPassword', label: 'Password again', hint: undefined },
] as const;

/**
 * The password twice and "Set password", sent with the link's token at most once at a time. Set, the page
 * says to sign in with the account's phone; a refusal of the password is said under its field, of the link
 * (used, expired meanwhile) above the button.
 */
export function LinkPasswordForm({ token }: { token: string }) {
  const form = useTextForm({ rules: linkPasswordRules.rules, defaultValues: EMPTY_LINK_PASSWORD_FORM });
  const errors = useFormState(form, (state) => state.errors);
  const { submitOnce, submitting } = useSubmitOnce();
  const [outcome, setOutcome] = useState<{ kind: 'problem'; title: string; description?: string } | { kind: 'set'; phone: string }>();
  const [shown, setShown] = useState(false);
  const loadOnFirstInput = useLoadOnFirstInput(LOAD_ON_FIRST_INPUT);
  const { setError, setFocus } = form;

  const send = form.handleSubmit(async ({ newPassword }) => {
    setOutcome(undefined);
    const attempt = await submitOnce({ load: loadRequests, start: () => '', send: (requests) => requests.sendLinkPassword(token, newPassword) });
    switch (attempt.kind) {
      case 'busy':
        return;
      case 'done':
        form.reset();
        return setOutcome({ kind: 'set', phone: attempt.done.phone });
      case 'refused':
        if (attempt.failure.field) {
          setError(attempt.failure.field, attempt.failure.message);
          return setFocus(attempt.failure.field);
        }
        return setOutcome({ kind: 'problem', title: LINK_PASSWORD_MESSAGES.notSet, description: attempt.failure.message });
      case 'not-sent':
        return setOutcome({ kind: 'problem', title: LINK_PASSWORD_MESSAGES.notSet, description: attempt.message });
      default:
        return setOutcome({ kind: 'problem', title: LINK_PASSWORD_MESSAGES.unknown, description: attempt.message });
    }
  });

  const onSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (await linkPasswordRules.ready()) await send();
      else setOutcome({ kind: 'problem', title: LINK_PASSWORD_MESSAGES.notSet, description: NO_ANSWER_MESSAGE });
    },
    [send],
  );

  if (outcome?.kind === 'set') {
    return (
      <Stack gap="4">
        <Notice status="success" title={LINK_PASSWORD_MESSAGES.set} description={`Sign in with ${formatPhone(outcome.phone)} and the password you chose.`} />
        <Link asChild color="brand.fg" textDecoration="underline" alignSelf="flex-start">
          <NextLink href="/auth">Go to sign-in</NextLink>
        </Link>
      </Stack>
    );
  }
  return (
    <form noValidate aria-label="Choose a password" onSubmit={(event) => void onSubmit(event)} {...loadOnFirstInput}>
      <Stack gap="5" maxWidth="md">
        {FIELDS.map((field) => (
          <Field key={field.name} label={field.label} hint={field.hint} error={errorText(errors[field.name])}>
            <FieldInput {...form.register(field.name)} type={shown ? 'text' : 'password'} autoComplete="new-password" autoCapitalize="none" spellCheck={false} />
          </Field>
        ))}
        <Button type="button" variant="outline" alignSelf="flex-start" aria-pressed={shown} onClick={() => setShown((was) => !was)}>
          {shown ? 'Hide passwords' : 'Show passwords'}
        </Button>
        {outcome?.kind === 'problem' ? <Notice status="error" title={outcome.title} description={outcome.description} /> : null}
        <Text fontSize="sm" color="fg.muted">
          Nobody from the team will ask you for it.
        </Text>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" minHeight="11" loading={submitting} loadingText="Setting the password…">
          Set password
        </Button>
      </Stack>
    </form>
  );
}
