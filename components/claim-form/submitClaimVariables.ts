import { inputFromForm } from '@/lib/actions/inputFields';
import { SUBMIT_CLAIM } from '@/lib/actions/submitClaim';
import type { SubmitClaimMutationVariables } from '@/lib/graphql/generated/graphql';
import type { ClaimFormValues } from './claimFormValues';

// What goes to `submit_claim`: loaded with the claim's requests.

/**
 * The `submit_claim` arguments for values the checks passed (`SUBMIT_CLAIM`); no police report number unless it
 * is a theft; the photos (or police report) by the evidence ids their uploads were given, in the order taken.
 */
export function toSubmitClaimVariables(orderId: string, values: ClaimFormValues, idempotencyKey: string, evidenceIds: readonly string[]): SubmitClaimMutationVariables {
  const claim = inputFromForm(SUBMIT_CLAIM, { ...values, order: orderId });
  return {
    idempotencyKey,
    orderId: claim.order_id,
    claimType: claim.claim_type,
    incidentDate: claim.incident_date,
    description: claim.description,
    ...(claim.police_report_number === null ? {} : { policeReportNumber: claim.police_report_number }),
    evidenceIds: [...evidenceIds],
  };
}
