import { CHANGE_PASSWORD } from '@/lib/actions/changePassword';
import { formRules } from '@/lib/actions/formRules';
import type { FieldRules } from '@/lib/forms/fieldRules';
import type { ChangePasswordValues } from './changePasswordValues';

export const REPEAT_PASSWORD_MESSAGE = 'Type the same new password twice';

const { currentPassword, newPassword } = formRules(CHANGE_PASSWORD);

/** The current and new passwords' rules from `change_password`'s declaration, and the repeat's own. Loaded late (`changePasswordRules`). */
export const changePasswordFormRules: FieldRules<ChangePasswordValues> = {
  currentPassword,
  newPassword,
  repeatPassword: (repeat, values) => (repeat === values.newPassword ? undefined : REPEAT_PASSWORD_MESSAGE),
} as FieldRules<ChangePasswordValues>;
