import type { ClaimType } from '@/lib/domain/claims';
import { AGENT_ROLE } from '@/lib/domain/roles';
import { needsPoliceReport, validateClaimDescription, validateClaimType, validatePoliceReportNumber } from '@/lib/validation/claim';
import { validateIncidentDate } from '@/lib/validation/dates';
import { declareAction, listOf, objectType, required, type ActionInput } from './declareAction';
import { CLAIM_TYPE } from './claimType';
import { formFieldLookup } from './inputFields';
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

function claimType({ claimType }: ClaimFormFields): ClaimType {
  if (claimType === '') throw new Error('submit_claim is sent with values the checks passed');
  return claimType;
}

const SUBMIT_CLAIM_OUTPUT = objectType('submit_claim_output', {
  claim_id: { type: 'uuid!' },
  reference: { type: 'String!' },
  status: { type: 'String!' },
  excess_kobo: { type: 'bigint!' },
});

/** `submit_claim`: the description trimmed; a police report number, trimmed, for a theft (checked whenever one is given). */
export const SUBMIT_CLAIM = declareAction<ClaimFormFields>()({
  name: 'submit_claim',
  kind: 'mutation',
  roles: [AGENT_ROLE],
  idempotent: true,
  args: {
    order_id: { type: 'uuid!', formField: 'order' },
    claim_type: { type: required(CLAIM_TYPE), formField: 'claimType', read: claimType, formRule: (typed) => validateClaimType(typed) },
    incident_date: { type: 'date!', formField: 'incidentDate', rule: (date, _claim, today) => validateIncidentDate(date, today) },
    description: { type: 'String!', formField: 'description', normalise: trimmed, rule: (description) => validateClaimDescription(description) },
    police_report_number: {
      type: 'String',
      formField: 'policeReportNumber',
      read: (values) => (needsPoliceReport(values.claimType) ? values.policeReportNumber : null),
      normalise: optionalText,
      rule: (number, claim) =>
        needsPoliceReport(claim.claim_type) || (number ?? '').trim() !== '' ? validatePoliceReportNumber(number ?? '') : undefined,
      // The form sends a number for a theft only.
      formRule: (typed, values) => (needsPoliceReport(values.claimType) ? validatePoliceReportNumber(typed) : undefined),
    },
    evidence_ids: {
      type: listOf('uuid!'),
      description: 'Photos of the damage, or for a theft the police report (a photo or PDF), uploaded first (/v1/uploads). A claim needs at least one.',
      // No form field: the photos are the form's, beside its text fields (components/claim-form/submitClaimVariables.ts).
    },
  },
  output: required(SUBMIT_CLAIM_OUTPUT),
});

export type SubmitClaimInput = ActionInput<typeof SUBMIT_CLAIM>;

/** Where a refusal's `extensions.field` is shown: on its field, or by the order (`order_id`). */
export const claimProblemPlaceOf = formFieldLookup(SUBMIT_CLAIM);
