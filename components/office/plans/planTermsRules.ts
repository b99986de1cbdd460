import { formRules } from '@/lib/actions/formRules';
import { REVISE_PLAN, type PlanTermsFormValues } from '@/lib/actions/revisePlan';
import type { FieldRules } from '@/lib/forms/fieldRules';

/** `revise_plan`'s rules on the form. Loaded late (`planTermsRules`). */
export const planTermsFormRules: FieldRules<PlanTermsFormValues> = formRules(REVISE_PLAN);
