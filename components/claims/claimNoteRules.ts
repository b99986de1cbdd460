import { ADD_CLAIM_NOTE, type ClaimNoteFormFields } from '@/lib/actions/addClaimNote';
import { formRules } from '@/lib/actions/formRules';
import type { FieldRules } from '@/lib/forms/fieldRules';

/** The note's rule from `add_claim_note`'s declaration. Loaded late (`claimNoteRules`). */
export const claimNoteFormRules: FieldRules<ClaimNoteFormFields> = { body: formRules(ADD_CLAIM_NOTE).body } as FieldRules<ClaimNoteFormFields>;
