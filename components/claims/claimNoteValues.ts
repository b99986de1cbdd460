import type { ClaimNoteFormFields } from '@/lib/actions/addClaimNote';
import { lateFieldRules } from '@/lib/forms/lateFieldRules';

export const EMPTY_CLAIM_NOTE: ClaimNoteFormFields = { body: '' };

/** The note's rule, from `add_claim_note`'s declaration (the service runs the same): loaded at the first focus or tap, awaited by the submit. */
export const claimNoteRules = lateFieldRules<ClaimNoteFormFields>(['body'], () => import('./claimNoteRules').then((module) => module.claimNoteFormRules));
