import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useChat } from '@/components/chat/ChatContext';
import { Field, FieldInput } from '@/components/ui/Field';
import { Notice } from '@/components/ui/Notice';
import { useLoadOnFirstInput } from '@/components/ui/useLoadOnFirstInput';
import { createdBrowserApolloClient } from '@/lib/apollo/browserClientSlot';
import { PASSWORD_MIN_LENGTH } from '@/lib/domain/passwords';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { errorText, useFormState, useTextForm } from '@/lib/forms/useTextForm';
import { clearLocalSession } from '@/lib/session/clearLocalSession';
import { startLoggingOut } from '@/lib/session/endBrowserSession';
import { loadPage } from '@/lib/session/navigate';
import { PASSWORD_CHANGED_PATH } from '@/lib/session/sessionEnded';
import { changePasswordRules, EMPTY_CHANGE_PASSWORD_FORM } from './changePasswordValues';
import { loadChangePasswordRequests, useChangePassword } from './useChangePassword';

export const CHANGE_PASSWORD_FORM_MESSAGES = {
  notChanged: 'The password was not changed.',
  unknown: 'Whether the password was changed is not known yet. Try again: if it was, the same answer comes back.',
  changed: 'Password changed. Signing you out everywhere…',
} as const;

const LOAD_ON_FIRST_INPUT = [changePasswordRules.ready, loadChangePasswordRequests];

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password', hint: undefined },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password', hint: `At least ${PASSWORD_MIN_LENGTH} characters. A few words you will remember are safer than a short code.` },
  { name: 'repeatPassword', label: 'New password again', autoComplete: 'new-password', hint: undefined },
] as const;

/**
 * The current password, the new one twice, and "Change password". Changed, every session of the agent ends
 * (a shared shop computer signed in with the old password is out too): this browser forgets the session and
 * opens sign-in, which says to use the new password. A refusal is said under its field.
 */
export function ChangePasswordForm() {
  const form = useTextForm({ rules: changePasswordRules.rules, defaultValues: EMPTY_CHANGE_PASSWORD_FORM });
  const errors = useFormState(form, (state) => state.errors);
  const { change, submitting } = useChangePassword();
  const chat = useChat();
  const [outcome, setOutcome] = useState<{ kind: 'problem'; title: string; description?: string } | { kind: 'changed' }>();
  const [shown, setShown] = useState(false);
  const loadOnFirstInput = useLoadOnFirstInput(LOAD_ON_FIRST_INPUT);
  const { setError, setFocus } = form;

  const checkAndChange = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome(undefined);
    const attempt = await change(currentPassword, newPassword);
    switch (attempt.kind) {
      case 'busy':
        return;
      case 'done': {
        setOutcome({ kind: 'changed' });
        startLoggingOut();
        await clearLocalSession({ client: createdBrowserApolloClient(), shutdownChat: chat.shutdown });
        return loadPage(PASSWORD_CHANGED_PATH);
      }
      case 'refused': {
        const { failure } = attempt;
        if (failure.field) {
          setError(failure.field, failure.message);
          return setFocus(failure.field);
        }
        return setOutcome({ kind: 'problem', title: CHANGE_PASSWORD_FORM_MESSAGES.notChanged, description: failure.message });
      }
      default:
        return setOutcome({ kind: 'problem', title: CHANGE_PASSWORD_FORM_MESSAGES.unknown, description: attempt.message });
    }
  });

  // The rules' code came with the agent's first tap, or comes now; unable to load it, nothing is sent.
  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (await changePasswordRules.ready()) await checkAndChange();
    else setOutcome({ kind: 'problem', title: CHANGE_PASSWORD_FORM_MESSAGES.notChanged, description: NO_ANSWER_MESSAGE });
  };

  return (
    <form noValidate aria-labelledby="change-password-heading" onSubmit={(event) => void onSubmit(event)} {...loadOnFirstInput}>
      <Stack gap="5" maxWidth="md">
        <Text as="h2" id="change-password-heading" fontSize="lg" fontWeight="semibold">
          Change password
        </Text>
        <Text color="fg.muted">You will be signed out on every phone and computer, and sign in again with the new password.</Text>
        {FIELDS.map((field) => (
          <Field key={field.name} label={field.label} hint={field.hint} error={errorText(errors[field.name])}>
            <FieldInput {...form.register(field.name)} type={shown ? 'text' : 'password'} autoComplete={field.autoComplete} autoCapitalize="none" spellCheck={false} />
          </Field>
        ))}
        <Button type="button" variant="outline" alignSelf="flex-start" aria-pressed={shown} onClick={() => setShown((was) => !was)}>
          {shown ? 'Hide passwords' : 'Show passwords'}
        </Button>
        {outcome?.kind === 'problem' ? <Notice status="error" title={outcome.title} description={outcome.description} /> : null}
        {outcome?.kind === 'changed' ? <Notice status="success" title={CHANGE_PASSWORD_FORM_MESSAGES.changed} /> : null}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" minHeight="11" loading={submitting || outcome?.kind === 'changed'} loadingText="Changing the password…">
          Change password
        </Button>
      </Stack>
    </form>
  );
}
