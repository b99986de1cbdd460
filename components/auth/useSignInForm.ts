import { useTextForm } from '@/lib/forms/useTextForm';
import type { SignInValues } from '@/lib/actions/login';
import { signInRules } from './signInRules';

/** The sign-in form's state: validated on submit, then again on every change once shown wrong. */
export function useSignInForm() {
  return useTextForm<SignInValues>({ rules: signInRules, defaultValues: { identifier: '', password: '' } });
}
