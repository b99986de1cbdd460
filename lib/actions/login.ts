import { ACCOUNT_ROLES, ANONYMOUS_ROLE } from '@/lib/domain/roles';
import { validateEmail } from '@/lib/validation/email';
import { normalizeNigerianPhone, validateNigerianPhone } from '@/lib/validation/phone';
import { declareAction, objectType, required } from './declareAction';

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
 * `login`'s identifier, as the sign-in form sends it and the data service counts attempts by it: a phone
 * number in any accepted form as E.164 (`+2348030000001`), an e-mail address (or any other text) trimmed
 * and lower-cased. Applying it twice changes nothing.
 */
export function loginIdentifier(identifier: string): string {
  const text = identifier.trim();
  if (text.includes('@')) return text.toLowerCase();
  return normalizeNigerianPhone(text) ?? text.toLowerCase();
}

const LOGIN_OUTPUT = objectType('login_output', {
  token: { type: 'String!' },
  expires_at: { type: 'timestamptz!' },
  agent_id: { type: 'uuid!' },
  partner_id: { type: 'uuid!' },
  role: { type: 'String!', description: 'The account’s role: agent, or a back-office role (claims_officer, partner_ops, supervisor).' },
  first_name: { type: 'String!' },
  last_name: { type: 'String!' },
  phone: { type: 'String!' },
  email: { type: 'String' },
});

/**
 * `login` (its signature is PRODUCT.md's): the partner code is the app's, the password goes as typed. The
 * form checks only that something was typed: a wrong identifier or password is the service's to say, in
 * one message.
 */
export const LOGIN = declareAction<SignInValues>()({
  name: 'login',
  kind: 'mutation',
  roles: [ANONYMOUS_ROLE, ...ACCOUNT_ROLES],
  idempotent: false,
  args: {
    partner_code: { type: 'String!', maxLength: 64 },
    identifier: { type: 'String!', maxLength: 320, formField: 'identifier', normalise: loginIdentifier, formRule: validateSignInIdentifier },
    password: {
      type: 'String!',
      maxLength: 1024,
      formField: 'password',
      formRule: (typed) => (typed === '' ? SIGN_IN_MESSAGES.passwordRequired : undefined),
    },
  },
  output: required(LOGIN_OUTPUT),
});
