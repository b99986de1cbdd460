import { Alert, Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Field, FieldInput } from '@/components/ui/Field';
import { errorText, useFormState } from '@/lib/forms/useTextForm';
import type { SignInValues } from '@/lib/actions/login';
import { useSignInForm } from './useSignInForm';

export interface SignInFormProps {
  /** Called with valid values; the form shows its busy state until the promise settles. */
  onSubmit: (values: SignInValues) => Promise<void>;
  /** The agent has started on the form (focused a field): a moment to get the submit ready. */
  onStart?: () => void;
  /** Why the last attempt failed (already formatted), shown above the fields. */
  errorMessage?: string;
  /** Signed in and leaving: the button stays busy until the next page loads. */
  busy?: boolean;
}

/** Phone number or email and password. Display only: what a submit does is the caller's. */
export function SignInForm({ onSubmit, onStart, errorMessage, busy = false }: SignInFormProps) {
  const form = useSignInForm();
  const { register, handleSubmit } = form;
  const identifierError = useFormState(form, (state) => state.errors.identifier);
  const passwordError = useFormState(form, (state) => state.errors.password);
  const isSubmitting = useFormState(form, (state) => state.submitting);
  const [passwordShown, setPasswordShown] = useState(false);

  return (
    <form noValidate aria-label="Sign in" onSubmit={handleSubmit(onSubmit)} onFocus={onStart}>
      <Stack gap="5">
        {errorMessage ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{errorMessage}</Alert.Title>
          </Alert.Root>
        ) : null}

        <Field label="Phone number or email" error={errorText(identifierError)}>
          <FieldInput
            {...register('identifier')}
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="0803 123 4567 or name@example.com"
          />
        </Field>

        <Field label="Password" error={errorText(passwordError)}>
          <Stack direction="row" gap="2" width="full">
            <FieldInput {...register('password')} type={passwordShown ? 'text' : 'password'} autoComplete="current-password" />
            <Button
              type="button"
              variant="outline"
              aria-label="Show password"
              aria-pressed={passwordShown}
              onClick={() => setPasswordShown((shown) => !shown)}
            >
              Show
            </Button>
          </Stack>
        </Field>

        <Button type="submit" colorPalette="brand" loading={isSubmitting || busy} loadingText="Signing in…">
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
