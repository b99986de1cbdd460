import type { AfterCoolingOffRule } from '@/lib/domain/cancellation';
import type { ClaimType } from '@/lib/domain/claims';
import { seedId } from './random';

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
  /** What a cancellation after cooling-off gives back (lib/domain/cancellation.ts). */
  refund_after_cooling_off: AfterCoolingOffRule;
  sort_order: number;
}

/**
 * The three plans every partner sells (PRODUCT.md, "Business rules"), 12-month terms. Screen Guard, the
 * cheapest, gives nothing back after cooling-off; the others the unused days.
 */
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
    refund_after_cooling_off: 'NONE',
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
    refund_after_cooling_off: 'PRO_RATA',
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
    refund_after_cooling_off: 'PRO_RATA',
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
