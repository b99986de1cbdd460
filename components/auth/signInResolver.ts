import type { FieldErrors, Resolver } from 'react-hook-form';
import { SIGN_IN_MESSAGES, validateSignInIdentifier, type SignInValues } from './signInRules';

/**
 * The sign-in form's rules as react-hook-form's resolver, by hand: two fields do not need zod, which would
 * be the heaviest part of the sign-in screen's first load on a phone.
 */
export const signInResolver: Resolver<SignInValues> = (values) => {
  const messages: Record<keyof SignInValues, string | undefined> = {
    identifier: validateSignInIdentifier(values.identifier),
    password: values.password === '' ? SIGN_IN_MESSAGES.passwordRequired : undefined,
  };
  const errors: FieldErrors<SignInValues> = {};
  for (const [name, message] of Object.entries(messages) as [keyof SignInValues, string | undefined][]) {
    if (message) errors[name] = { type: 'validate', message };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
