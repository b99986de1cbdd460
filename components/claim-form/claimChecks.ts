import { fieldMessages, type FieldRules } from '@/lib/forms/fieldRules';
// The rules' own modules, not lib/validation's index: nothing else of it is needed here.
import { needsPoliceReport, validateClaimDescription, validateClaimType, validatePoliceReportNumber } from '@/lib/validation/claim';
import { lagosToday, validateIncidentDate } from '@/lib/validation/dates';
import type { ClaimField, ClaimFormValues, ClaimProblems } from './claimForm';

// The form's simple checks, loaded when the agent first puts focus in the form (at the latest on "File
// claim"): the page paints and hydrates without them and lib/validation's dates.

/** The simple format checks, the shared ones the service runs too; whether the plan pays is the service's to say. */
export const claimFormRules: FieldRules<ClaimFormValues> = {
  claimType: (value) => validateClaimType(value),
  incidentDate: (value, _values, today) => validateIncidentDate(value, today),
  description: (value) => validateClaimDescription(value),
  policeReportNumber: (value, values) => (needsPoliceReport(values.claimType) ? validatePoliceReportNumber(value) : undefined),
};

/** The message of each field the checks refuse, today in Lagos. */
export const claimFormMessages = (values: ClaimFormValues) => fieldMessages(claimFormRules, values, lagosToday());

/** The problems shown after `field` changed to make `values`: the field (and the police report, with the type) checked again. */
export function recheck(shown: ClaimProblems, field: ClaimField, values: ClaimFormValues): ClaimProblems {
  const fields: ClaimField[] = field === 'claimType' ? ['claimType', 'policeReportNumber'] : [field];
  const next = { ...shown };
  for (const name of fields) {
    if (next[name] === undefined) continue;
    const message = claimFormRules[name](values[name], values, lagosToday());
    if (message === undefined) delete next[name];
    else next[name] = message;
  }
  return next;
}
