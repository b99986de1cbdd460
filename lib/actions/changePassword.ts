import { validateNewPassword } from '@/lib/domain/passwords';
import { ACCOUNT_ROLES } from '@/lib/domain/roles';
import { declareAction, type ActionInput } from './declareAction';

/** The profile screen's "Change password" form, as typed (the repeat is the form's own check). */
export interface ChangePasswordFormFields {
  currentPassword: string;
  newPassword: string;
}

export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'Enter your current password',
  wrongCurrent: 'That is not your current password',
  sameAsCurrent: 'Choose a password other than the current one',
} as const;

/**
 * `change_password`: the signed-in agent sets a new password, proving the current one. Every session of
 * the agent ends (its tokens on every device, this one too): the agent signs in again with the new
 * password. A wrong current password counts towards the sign-in lockout, so a borrowed session cannot
 * guess it. Sent again after the change (an answer lost), it answers true: the new password is the agent's.
 */
export const CHANGE_PASSWORD = declareAction<ChangePasswordFormFields>()({
  name: 'change_password',
  kind: 'mutation',
  roles: ACCOUNT_ROLES,
  idempotent: false,
  args: {
    current_password: {
      type: 'String!',
      formField: 'currentPassword',
      formRule: (typed) => (typed === '' ? CHANGE_PASSWORD_MESSAGES.currentRequired : undefined),
    },
    new_password: { type: 'String!', formField: 'newPassword', rule: (password) => validateNewPassword(password) },
  },
  output: 'Boolean!',
});

export type ChangePasswordInput = ActionInput<typeof CHANGE_PASSWORD>;
