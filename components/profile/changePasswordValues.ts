import type { ChangePasswordFormFields } from '@/lib/actions/changePassword';
import { lateFieldRules } from '@/lib/forms/lateFieldRules';

/** The change-password form as typed: the two the service reads, and the new one typed again (the form's own check). */
export type ChangePasswordValues = ChangePasswordFormFields & { repeatPassword: string };

export const EMPTY_CHANGE_PASSWORD_FORM: ChangePasswordValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** The fields' rules, from `change_password`'s declaration (the service runs the same): loaded at the first focus or tap, awaited by the submit. */
export const changePasswordRules = lateFieldRules<ChangePasswordValues>(['currentPassword', 'newPassword', 'repeatPassword'], () =>
  import('./changePasswordRules').then((module) => module.changePasswordFormRules),
);
