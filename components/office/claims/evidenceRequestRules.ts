import { formRules } from '@/lib/actions/formRules';
import { REQUEST_CLAIM_EVIDENCE, type RequestEvidenceFormFields } from '@/lib/actions/requestClaimEvidence';
import type { FieldRules } from '@/lib/forms/fieldRules';

/** The request's note rule from `request_claim_evidence`'s declaration. Loaded late (`evidenceRequestRules`). */
export const evidenceRequestFormRules: FieldRules<RequestEvidenceFormFields> = { note: formRules(REQUEST_CLAIM_EVIDENCE).note } as FieldRules<RequestEvidenceFormFields>;
