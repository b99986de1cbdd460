import type { ClaimFormFields } from '@/lib/actions/submitClaim';
import { lateFieldRules } from '@/lib/forms/lateFieldRules';

/** The new-claim form as typed (the order is chosen before it); `submit_claim` reads it as `SUBMIT_CLAIM` says. */
export type ClaimFormValues = Omit<ClaimFormFields, 'order'>;

/** Where a refusal is shown: on a field, or by the chosen order (a rule about the plan or the device). */
export type ClaimProblemPlace = keyof ClaimFormFields;

export const EMPTY_CLAIM: ClaimFormValues = { claimType: '', incidentDate: '', description: '', policeReportNumber: '' };

/**
 * The form's rules (`claimFormRules`), out of its first load with `submit_claim`'s declaration: they load at
 * the agent's first focus or tap on the form, and "File claim" awaits them before checking.
 */
export const claimRules = lateFieldRules<ClaimFormValues>(['claimType', 'incidentDate', 'description', 'policeReportNumber'], () =>
  import('./claimFormRules').then((module) => module.claimFormRules),
);
