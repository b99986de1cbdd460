import { graphql } from '@/lib/graphql/partner-ops/generated';

/** Operations retire a plan, or put it back on sale. */
export const SetPlanOnSale = graphql(`
  mutation SetPlanOnSale($planId: uuid!, $onSale: Boolean!) {
    set_plan_on_sale(plan_id: $planId, on_sale: $onSale) {
      plan_id
      on_sale
      changed
    }
  }
`);

/** Operations change a plan's terms for new sales: a new version. */
export const RevisePlan = graphql(`
  mutation RevisePlan($key: uuid!, $planId: uuid!, $premiumRateBp: Int!, $minPremiumKobo: bigint!, $excessKobo: bigint!, $claimsPerTerm: Int!, $termMonths: Int!) {
    revise_plan(
      idempotency_key: $key
      plan_id: $planId
      premium_rate_bp: $premiumRateBp
      min_premium_kobo: $minPremiumKobo
      excess_kobo: $excessKobo
      claims_per_term: $claimsPerTerm
      term_months: $termMonths
    ) {
      plan_id
      version
    }
  }
`);
