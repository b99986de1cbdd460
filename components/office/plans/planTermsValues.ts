import type { PlanTermsFormValues } from '@/lib/actions/revisePlan';
import { bpToPercent } from '@/lib/domain/plans';
import { lateFieldRules } from '@/lib/forms/lateFieldRules';

/** A plan's terms as the form starts with them: the version's own, typed as a person would. */
export function planTermsFormValues(plan: { premium_rate_bp: number; min_premium_kobo: number; excess_kobo: number; claims_per_term: number; term_months: number }): PlanTermsFormValues {
  return {
    premiumRate: bpToPercent(plan.premium_rate_bp),
    minPremium: String(plan.min_premium_kobo / 100),
    excess: String(plan.excess_kobo / 100),
    claimsPerTerm: String(plan.claims_per_term),
    termMonths: String(plan.term_months),
  };
}

/** The terms' rules, from `revise_plan`'s declaration (the service runs the same): loaded at the first focus or tap, awaited by the submit. */
export const planTermsRules = lateFieldRules<PlanTermsFormValues>(['premiumRate', 'minPremium', 'excess', 'claimsPerTerm', 'termMonths'], () =>
  import('./planTermsRules').then((module) => module.planTermsFormRules),
);
