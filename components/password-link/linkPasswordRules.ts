import { formRules } from '@/lib/actions/formRules';
import { SET_PASSWORD_WITH_LINK } from '@/lib/actions/setPasswordWithLink';
import type { FieldRules } from '@/lib/forms/fieldRules';
import type { LinkPasswordValues } from './linkPasswordValues';

export const REPEAT_PASSWORD_MESSAGE = 'Type the same password twice';

const { newPassword } = formRules(SET_PASSWORD_WITH_LINK);

/** The password's rule from `set_password_with_link`'s declaration, and the repeat's own. Loaded late (`linkPasswordRules`). */
export const linkPasswordFormRules: FieldRules<LinkPasswordValues> = {
  newPassword,
  repeatPassword: (repeat, values) => (repeat === values.newPassword ? undefined : REPEAT_PASSWORD_MESSAGE),
} as FieldRules<LinkPasswordValues>;
