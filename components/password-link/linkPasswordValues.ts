import type { LinkPasswordFormFields } from '@/lib/actions/setPasswordWithLink';
import { lateFieldRules } from '@/lib/forms/lateFieldRules';

/** The link's password form as typed: the password the service reads, and the same typed again (the form's own check). */
export type LinkPasswordValues = LinkPasswordFormFields & { repeatPassword: string };

export const EMPTY_LINK_PASSWORD_FORM: LinkPasswordValues = { newPassword: '', repeatPassword: '' };

/** The rules, from `set_password_with_link`'s declaration (the service runs the same): loaded at the first focus or tap, awaited by the submit. */
export const linkPasswordRules = lateFieldRules<LinkPasswordValues>(['newPassword', 'repeatPassword'], () =>
  import('./linkPasswordRules').then((module) => module.linkPasswordFormRules),
);
