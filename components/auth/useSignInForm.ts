import { useForm } from 'react-hook-form';
import { signInResolver } from './signInResolver';
import type { SignInValues } from './signInRules';

/** The sign-in form's state: validated on submit, then again on every change once shown wrong. */
export function useSignInForm() {
  return useForm<SignInValues>({
    resolver: signInResolver,
    defaultValues: { identifier: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
