import { formRules } from '@/lib/actions/formRules';
import { SUBMIT_CLAIM, type ClaimFormFields } from '@/lib/actions/submitClaim';
import type { FieldRules } from '@/lib/forms/fieldRules';

/** The new-claim form as typed (the order is chosen before it); `submit_claim` reads it as `SUBMIT_CLAIM` says. */
export type ClaimFormValues = Omit<ClaimFormFields, 'order'>;

/** Where a refusal is shown: on a field, or by the chosen order (a rule about the plan or the device). */
export type ClaimProblemPlace = keyof ClaimFormFields;

export const EMPTY_CLAIM: ClaimFormValues = { claimType: '', incidentDate: '', description: '', policeReportNumber: '' };

// The order is chosen before the form opens: it has no rule, and no field's rule reads it.
const { claimType, incidentDate, description, policeReportNumber } = formRules(SUBMIT_CLAIM);

/** Each field's rule, from `submit_claim`'s declaration: the service runs the same; whether the plan pays is the service's to say. */
export const claimFormRules = { claimType, incidentDate, description, policeReportNumber } as FieldRules<ClaimFormValues>;
