import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { SignInValues } from './signInRules';

let loading: Promise<Resolver<SignInValues>> | undefined;

// zod (even zod/mini, ~23 kB gzip here) is not needed to paint the sign-in screen: it loads right after,
// and at the latest on the first submit.
function loadResolver(): Promise<Resolver<SignInValues>> {
  loading ??= import('./signInResolver').then((m) => m.signInResolver);
  return loading;
}

const lazyResolver: Resolver<SignInValues> = async (values, context, options) =>
  (await loadResolver())(values, context, options);

/** The sign-in form's state: validated on submit, then again on every change once shown wrong. */
export function useSignInForm() {
  useEffect(() => {
    void loadResolver();
  }, []);
  return useForm<SignInValues>({
    resolver: lazyResolver,
    defaultValues: { identifier: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
