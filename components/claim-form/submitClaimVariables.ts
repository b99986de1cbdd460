import type { SubmitClaimMutationVariables } from '@/lib/graphql/generated/graphql';
import { needsPoliceReport } from '@/lib/validation/claim';
import type { ClaimFormValues, ClaimProblemPlace } from './claimForm';

// What goes to `submit_claim` and where its refusals are shown: loaded with the claim's requests.

/** The `submit_claim` arguments for values the checks passed; no police report number unless it is a theft. */
export function toSubmitClaimVariables(orderId: string, values: ClaimFormValues, idempotencyKey: string): SubmitClaimMutationVariables {
  if (values.claimType === '') throw new Error('toSubmitClaimVariables is called with values the checks passed');
  return {
    idempotencyKey,
    orderId,
    claimType: values.claimType,
    incidentDate: values.incidentDate,
    description: values.description.trim(),
    ...(needsPoliceReport(values.claimType) ? { policeReportNumber: values.policeReportNumber.trim() } : {}),
  };
}

const SERVER_FIELDS: Readonly<Record<string, ClaimProblemPlace>> = {
  order_id: 'order',
  claim_type: 'claimType',
  incident_date: 'incidentDate',
  description: 'description',
  police_report_number: 'policeReportNumber',
};

/** Where to show a refusal whose `extensions.field` names `field` (a `submit_claim` argument). */
export function problemPlaceOf(field: unknown): ClaimProblemPlace | undefined {
  return typeof field === 'string' && Object.hasOwn(SERVER_FIELDS, field) ? SERVER_FIELDS[field] : undefined;
}
