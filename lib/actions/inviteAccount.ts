import { ACCOUNT_ROLES, PARTNER_OPS_ROLE } from '@/lib/domain/roles';
import { validateEmail } from '@/lib/validation/email';
import { validatePersonName } from '@/lib/validation/names';
import { validateNigerianPhone } from '@/lib/validation/phone';
import { nigerianPhone } from './customerInput';
import { declareAction, enumType, required, type ActionInput } from './declareAction';
import { PASSWORD_LINK_OUTPUT } from './issuePasswordLink';
import { emailAddress, trimmed } from './normalisers';

export const ACCOUNT_ROLE = enumType('account_role', ACCOUNT_ROLES);

/** The invitation form, as typed. */
export interface InviteFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  /** Optional: empty for none. */
  email: string;
  role: string;
}

export const INVITE_ACCOUNT_MESSAGES = {
  roleRequired: 'Choose what the account is for',
} as const;

/**
 * `invite_account`: operations add a person to their partner — an agent, or a colleague of the back office —
 * as an INVITED account with no password, and get a one-time link (a week) for the person to choose one.
 * The phone (and e-mail) must be new to the partner. Sent again with its key after it went through, it
 * makes no second account: it answers with a fresh link for the same one (the service never keeps a link's
 * token, so it cannot answer the first again).
 */
export const INVITE_ACCOUNT = declareAction<InviteFormValues>()({
  name: 'invite_account',
  kind: 'mutation',
  roles: [PARTNER_OPS_ROLE],
  idempotent: true,
  args: {
    // A person's name, phone and e-mail, read and checked as a customer's are (customerInput.ts).
    first_name: { type: 'String!', formField: 'firstName', normalise: trimmed, rule: (name) => validatePersonName(name) },
    last_name: { type: 'String!', formField: 'lastName', normalise: trimmed, rule: (name) => validatePersonName(name) },
    phone: {
      type: 'String!',
      description: 'Nigerian mobile number in any accepted form; stored as E.164. The person signs in with it.',
      formField: 'phone',
      normalise: nigerianPhone,
      rule: (phone) => validateNigerianPhone(phone),
    },
    email: { type: 'String', formField: 'email', normalise: emailAddress, rule: (email) => validateEmail(email ?? '', { required: false }) },
    role: { type: required(ACCOUNT_ROLE), formField: 'role', formRule: (role) => (role === '' ? INVITE_ACCOUNT_MESSAGES.roleRequired : undefined) },
  },
  output: required(PASSWORD_LINK_OUTPUT),
});

export type InviteAccountInput = ActionInput<typeof INVITE_ACCOUNT>;
