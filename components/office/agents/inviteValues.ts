import type { InviteFormValues } from '@/lib/actions/inviteAccount';
import { AGENT_ROLE } from '@/lib/domain/roles';
import { lateFieldRules } from '@/lib/forms/lateFieldRules';

export const EMPTY_INVITE: InviteFormValues = { firstName: '', lastName: '', phone: '', email: '', role: AGENT_ROLE };

/** The invitation's rules, from `invite_account`'s declaration (the service runs the same): loaded at the first focus or tap, awaited by the submit. */
export const inviteRules = lateFieldRules<InviteFormValues>(['firstName', 'lastName', 'phone', 'email', 'role'], () =>
  import('./inviteRules').then((module) => module.inviteFormRules),
);
