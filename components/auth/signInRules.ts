import type { FieldRules } from '@/lib/forms/fieldRules';
import { validateEmail } from '@/lib/validation/email';
import { validateNigerianPhone } from '@/lib/validation/phone';

/** What the sign-in form collects. */
export interface SignInValues {
  identifier: string;
  password: string;
}

/** The sign-in form's messages of its own; phone and email messages are the shared validators'. */
export const SIGN_IN_MESSAGES = {
  identifierRequired: 'Enter your phone number or email address',
  passwordRequired: 'Enter your password',
} as const;

// Letters or an @ mean the agent is typing an email; anything else is read as a phone number.
const looksLikeEmail = (value: string) => /[@a-z]/i.test(value);

/** The message for the phone-or-email field, or undefined when it is a Nigerian mobile number or an email. */
export function validateSignInIdentifier(value: string): string | undefined {
  if (value.trim() === '') return SIGN_IN_MESSAGES.identifierRequired;
  return looksLikeEmail(value) ? validateEmail(value) : validateNigerianPhone(value.trim());
}

/**
 * The sign-in form's rules: two fields do not need zod, which would be the heaviest part of the sign-in
 * screen's first load on a phone.
 */
export const signInRules: FieldRules<SignInValues> = {
  identifier: (value) => validateSignInIdentifier(value),
  password: (value) => (value === '' ? SIGN_IN_MESSAGES.passwordRequired : undefined),
};
