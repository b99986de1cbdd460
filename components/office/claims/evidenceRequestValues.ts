import type { RequestEvidenceFormFields } from '@/lib/actions/requestClaimEvidence';
import { lateFieldRules } from '@/lib/forms/lateFieldRules';

export const EMPTY_EVIDENCE_REQUEST: RequestEvidenceFormFields = { note: '' };

/** The note's rule, from `request_claim_evidence`'s declaration (the service runs the same): loaded with the form, awaited by the submit. */
export const evidenceRequestRules = lateFieldRules<RequestEvidenceFormFields>(['note'], () =>
  import('./evidenceRequestRules').then((module) => module.evidenceRequestFormRules),
);
