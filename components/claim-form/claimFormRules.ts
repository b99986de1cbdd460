import { formRules } from '@/lib/actions/formRules';
import { SUBMIT_CLAIM } from '@/lib/actions/submitClaim';
import type { FieldRules } from '@/lib/forms/fieldRules';
import type { ClaimFormValues } from './claimFormValues';

// The order is chosen before the form opens: it has no rule, and no field's rule reads it.
const { claimType, incidentDate, description, policeReportNumber } = formRules(SUBMIT_CLAIM);

/**
 * Each field's rule, from `submit_claim`'s declaration: the service runs the same; whether the plan pays is
 * the service's to say. Loaded after the form's first paint (`claimFormValues`' `claimRules`).
 */
export const claimFormRules = { claimType, incidentDate, description, policeReportNumber } as FieldRules<ClaimFormValues>;
