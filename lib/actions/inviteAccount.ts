import { ACCOUNT_ROLES, PARTNER_OPS_ROLE } from '@/lib/domain/roles';
import { PERSON_ARGS } from './customerInput';
import { declareAction, enumType, required, type ActionInput } from './declareAction';
import { PASSWORD_LINK_OUTPUT } from './issuePasswordLink';

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
    ...PERSON_ARGS,
    role: { type: required(ACCOUNT_ROLE), formField: 'role', formRule: (role) => (role === '' ? INVITE_ACCOUNT_MESSAGES.roleRequired : undefined) },
  },
  output: required(PASSWORD_LINK_OUTPUT),
});

export type InviteAccountInput = ActionInput<typeof INVITE_ACCOUNT>;
