import type { ClaimType } from '@/lib/domain/claims';
import { needsPoliceReport, validateClaimDescription, validateIncidentDate, validatePoliceReportNumber } from '@/lib/validation';
import { formFieldLookup, type InputFields } from './inputFields';
import { optionalText, trimmed } from './normalisers';

/** The new-claim form's values and the order it is for, whose box shows the refusals about the plan or the device. */
export interface ClaimFormFields {
  /** The id of the order claimed on. */
  order: string;
  claimType: ClaimType | '';
  /** `YYYY-MM-DD`, a Lagos day. */
  incidentDate: string;
  description: string;
  /** Sent for a theft only. */
  policeReportNumber: string;
}

/** `submit_claim`'s typed arguments (the idempotency key aside). */
export interface SubmitClaimInput {
  order_id: string;
  claim_type: ClaimType;
  incident_date: string;
  description: string;
  police_report_number: string | null;
}

function claimType({ claimType }: ClaimFormFields): ClaimType {
  if (claimType === '') throw new Error('submit_claim is sent with values the checks passed');
  return claimType;
}

/** `submit_claim`: the description trimmed; a police report number, trimmed, for a theft (checked whenever one is given). */
export const SUBMIT_CLAIM_INPUT: InputFields<ClaimFormFields, SubmitClaimInput> = {
  order_id: { formField: 'order' },
  claim_type: { formField: 'claimType', read: claimType },
  incident_date: { formField: 'incidentDate', rule: (date, _claim, today) => validateIncidentDate(date, today) },
  description: { formField: 'description', normalise: trimmed, rule: (description) => validateClaimDescription(description) },
  police_report_number: {
    formField: 'policeReportNumber',
    read: (values) => (needsPoliceReport(values.claimType) ? values.policeReportNumber : null),
    normalise: optionalText,
    rule: (number, claim) =>
      needsPoliceReport(claim.claim_type) || (number ?? '').trim() !== '' ? validatePoliceReportNumber(number ?? '') : undefined,
  },
};

/** Where a refusal's `extensions.field` is shown: on its field, or by the order (`order_id`). */
export const claimProblemPlaceOf = formFieldLookup(SUBMIT_CLAIM_INPUT);
