import type { ClaimFormFields } from '@/lib/actions/submitClaim';

// The form's shape, in its page's first load. Its checks (./claimChecks) and its request's arguments
// (./claimRequests) load when the agent starts on the form and when a claim is sent.

/** The new-claim form as typed (the order is chosen before it); `submit_claim` reads it as `SUBMIT_CLAIM` says. */
export type ClaimFormValues = Omit<ClaimFormFields, 'order'>;

export type ClaimField = keyof ClaimFormValues;

/** Where a problem is shown: on a field, or by the chosen order (a rule about the plan or the device). */
export type ClaimProblemPlace = ClaimField | 'order';

/** The messages on screen, by where they are shown. */
export type ClaimProblems = Partial<Record<ClaimProblemPlace, string>>;

/** The fields in the order the form shows them (the first wrong one gets focus). */
export const CLAIM_FIELDS: readonly ClaimField[] = ['claimType', 'incidentDate', 'description', 'policeReportNumber'];

export const EMPTY_CLAIM: ClaimFormValues = { claimType: '', incidentDate: '', description: '', policeReportNumber: '' };
