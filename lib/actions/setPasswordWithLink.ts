import { validateNewPassword } from '@/lib/domain/passwords';
import { ACCOUNT_ROLES, ANONYMOUS_ROLE } from '@/lib/domain/roles';
import { declareAction, objectType, required } from './declareAction';

/** The password form of a link's page, as typed (the repeat is the form's own check). */
export interface LinkPasswordFormFields {
  newPassword: string;
}

const SET_PASSWORD_WITH_LINK_OUTPUT = objectType('set_password_with_link_output', {
  phone: { type: 'String!', description: 'The account’s phone number (E.164): it signs in with it.' },
  partner_code: { type: 'String!' },
});

/**
 * `set_password_with_link` (public): the holder of a one-time link chooses the account's password. An invited
 * account becomes active; a reset ends every session of the account. The link works once; used, expired or
 * replaced, it is refused with its own code (`password-link-used`, `password-link-expired`), and a suspended
 * account's link changes nothing.
 */
export const SET_PASSWORD_WITH_LINK = declareAction<LinkPasswordFormFields>()({
  name: 'set_password_with_link',
  kind: 'mutation',
  roles: [ANONYMOUS_ROLE, ...ACCOUNT_ROLES],
  idempotent: false,
  args: {
    token: { type: 'String!', maxLength: 100 },
    new_password: { type: 'String!', formField: 'newPassword', rule: (password) => validateNewPassword(password) },
  },
  output: required(SET_PASSWORD_WITH_LINK_OUTPUT),
});
