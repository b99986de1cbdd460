import { seedId } from './random';

/** A claim type a plan may cover (the `covers` JSON array, `claim.claim_type`). */
export type ClaimType = 'SCREEN' | 'LIQUID' | 'HARDWARE' | 'THEFT';
export type PlanCode = 'SCREEN_GUARD' | 'TOTAL_CARE' | 'TOTAL_CARE_THEFT';

export interface PlanRules {
  code: PlanCode;
  name: string;
  description: string;
  covers: ClaimType[];
  premium_rate_bp: number;
  min_premium_kobo: number;
  excess_kobo: number;
  theft_excess_rate_bp: number | null;
  claims_per_term: number;
  term_months: number;
  sort_order: number;
}

/** The three plans every partner sells (PRODUCT.md, "Business rules"), 12-month terms. */
export const SEED_PLANS: readonly PlanRules[] = [
  {
    code: 'SCREEN_GUARD',
    name: 'Screen Guard',
    description: 'Repair of a cracked or broken screen. One claim per 12-month term.',
    covers: ['SCREEN'],
    premium_rate_bp: 400,
    min_premium_kobo: 300_000,
    excess_kobo: 250_000,
    theft_excess_rate_bp: null,
    claims_per_term: 1,
    term_months: 12,
    sort_order: 1,
  },
  {
    code: 'TOTAL_CARE',
    name: 'Total Care',
    description: 'Screen damage, liquid damage and hardware faults. Two claims per 12-month term.',
    covers: ['SCREEN', 'LIQUID', 'HARDWARE'],
    premium_rate_bp: 700,
    min_premium_kobo: 500_000,
    excess_kobo: 500_000,
    theft_excess_rate_bp: null,
    claims_per_term: 2,
    term_months: 12,
    sort_order: 2,
  },
  {
    code: 'TOTAL_CARE_THEFT',
    name: 'Total Care + Theft',
    description: 'Everything in Total Care, plus theft (with a police report). Two claims per 12-month term.',
    covers: ['SCREEN', 'LIQUID', 'HARDWARE', 'THEFT'],
    premium_rate_bp: 1000,
    min_premium_kobo: 800_000,
    excess_kobo: 500_000,
    theft_excess_rate_bp: 1000,
    claims_per_term: 2,
    term_months: 12,
    sort_order: 3,
  },
];

export function seedPlanId(partnerId: string, code: PlanCode): string {
  return seedId('plan', partnerId, code);
}

export function seedPlan(code: PlanCode): PlanRules {
  const plan = SEED_PLANS.find((p) => p.code === code);
  if (!plan) throw new Error(`unknown plan ${code}`);
  return plan;
}

// The price rules the seed applies to its orders and claims. They follow PRODUCT.md; the
// `quote_plan` / `buy_plan` / `submit_claim` actions are the source of truth and must agree.

/** Up to the next whole naira. */
const ceilToNaira = (kobo: number) => Math.ceil(kobo / 100) * 100;

/** Prepaid premium: the plan's rate of the device value, rounded up to the naira, at least the minimum. */
export function prepaidPremiumKobo(plan: Pick<PlanRules, 'premium_rate_bp' | 'min_premium_kobo'>, devicePriceKobo: number): number {
  return Math.max(ceilToNaira((devicePriceKobo * plan.premium_rate_bp) / 10_000), plan.min_premium_kobo);
}

/** Postpaid: 12 monthly instalments of ceil(prepaid premium × 1.10 / 12) naira. */
export function postpaidInstalmentKobo(prepaidKobo: number): number {
  return Math.ceil((prepaidKobo * 11) / 12_000) * 100;
}

export const POSTPAID_INSTALMENTS = 12;

/** Commission: 10% of the amount paid at purchase, in whole kobo. */
export function commissionKobo(amountPaidKobo: number): number {
  return Math.floor(amountPaidKobo / 10);
}

/** Excess per claim: the plan's flat excess, or for theft its rate of the device value (rounded up to the naira). */
export function claimExcessKobo(plan: Pick<PlanRules, 'excess_kobo' | 'theft_excess_rate_bp'>, claimType: ClaimType, devicePriceKobo: number): number {
  if (claimType === 'THEFT' && plan.theft_excess_rate_bp !== null) {
    return ceilToNaira((devicePriceKobo * plan.theft_excess_rate_bp) / 10_000);
  }
  return plan.excess_kobo;
}
