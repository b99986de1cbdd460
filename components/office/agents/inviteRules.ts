import { formRules } from '@/lib/actions/formRules';
import { INVITE_ACCOUNT, type InviteFormValues } from '@/lib/actions/inviteAccount';
import type { FieldRules } from '@/lib/forms/fieldRules';

/** `invite_account`'s rules on the form. Loaded late (`inviteRules`). */
export const inviteFormRules: FieldRules<InviteFormValues> = formRules(INVITE_ACCOUNT);
