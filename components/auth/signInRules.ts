import { LOGIN, type SignInValues } from '@/lib/actions/login';
import { formRules } from '@/lib/actions/formRules';
import type { FieldRules } from '@/lib/forms/fieldRules';

/**
 * The sign-in form's rules, from `LOGIN`: plain functions, no zod, which would be the heaviest part of the
 * sign-in screen's first load on a phone.
 */
export const signInRules: FieldRules<SignInValues> = formRules(LOGIN);
