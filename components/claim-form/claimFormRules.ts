import type { ClaimFormFields } from '@/lib/actionInputs/submitClaimInput';
import type { FieldRules } from '@/lib/forms/fieldRules';
// The rules' own modules, not lib/validation's index: nothing else of it is needed here.
import { needsPoliceReport, validateClaimDescription, validateClaimType, validatePoliceReportNumber } from '@/lib/validation/claim';
import { validateIncidentDate } from '@/lib/validation/dates';

/** The new-claim form as typed (the order is chosen before it); `submit_claim` reads it as `SUBMIT_CLAIM_INPUT` says. */
export type ClaimFormValues = Omit<ClaimFormFields, 'order'>;

/** Where a refusal is shown: on a field, or by the chosen order (a rule about the plan or the device). */
export type ClaimProblemPlace = keyof ClaimFormFields;

export const EMPTY_CLAIM: ClaimFormValues = { claimType: '', incidentDate: '', description: '', policeReportNumber: '' };

/** Each field's rule: the shared ones the service runs too; whether the plan pays is the service's to say. */
export const claimFormRules: FieldRules<ClaimFormValues> = {
  claimType: (value) => validateClaimType(value),
  incidentDate: (value, _values, today) => validateIncidentDate(value, today),
  description: (value) => validateClaimDescription(value),
  policeReportNumber: (value, values) => (needsPoliceReport(values.claimType) ? validatePoliceReportNumber(value) : undefined),
};
