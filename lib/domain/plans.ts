import { nairaToKobo } from '@/lib/validation/money';

/**
 * The terms operations may set on a plan of their catalogue (issue 32): one home for their bounds and
 * messages, shared by the plan's form and `revise_plan`. Amounts in kobo, the premium rate in basis points
 * of the device's price (450 = 4.5%).
 */
export const PLAN_TERM_BOUNDS = {
  premiumRateBp: { min: 1, max: 5_000 },
  minPremiumKobo: { min: 0, max: 100_000_000 },
  excessKobo: { min: 0, max: 50_000_000 },
  claimsPerTerm: { min: 1, max: 12 },
  termMonths: { min: 1, max: 36 },
} as const;

export const PLAN_TERM_MESSAGES = {
  premiumRate: 'Enter the premium as a percentage of the device’s price, from 0.01 to 50, e.g. 4.5',
  minPremium: 'Enter the minimum premium in naira, from ₦0 to ₦1,000,000, e.g. 3000',
  excess: 'Enter the excess in naira, from ₦0 to ₦500,000, e.g. 5000',
  claimsPerTerm: 'Enter how many claims a term allows, from 1 to 12',
  termMonths: 'Enter the term in months, from 1 to 36',
  unchanged: 'These are the plan’s terms already: change at least one',
} as const;

/** Basis points for a percentage typed with up to two decimals (`4.5` → 450); undefined for anything else. */
export function percentToBp(typed: string): number | undefined {
  const text = typed.trim().replace(/%$/, '').trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A basis-point rate as a person types it: 450 → "4.5". */
export const bpToPercent = (bp: number): string => String(bp / 100);

const within = (value: number | undefined, { min, max }: { min: number; max: number }) => value !== undefined && Number.isSafeInteger(value) && value >= min && value <= max;

/** A whole number typed without signs or decimals; undefined for anything else. */
export function wholeNumber(typed: string): number | undefined {
  const text = typed.trim();
  return /^\d{1,6}$/.test(text) ? Number(text) : undefined;
}

export const premiumRateProblem = (bp: number | undefined) => (within(bp, PLAN_TERM_BOUNDS.premiumRateBp) ? undefined : PLAN_TERM_MESSAGES.premiumRate);
export const minPremiumProblem = (kobo: number | undefined) => (within(kobo, PLAN_TERM_BOUNDS.minPremiumKobo) ? undefined : PLAN_TERM_MESSAGES.minPremium);
export const excessProblem = (kobo: number | undefined) => (within(kobo, PLAN_TERM_BOUNDS.excessKobo) ? undefined : PLAN_TERM_MESSAGES.excess);
export const claimsPerTermProblem = (count: number | undefined) => (within(count, PLAN_TERM_BOUNDS.claimsPerTerm) ? undefined : PLAN_TERM_MESSAGES.claimsPerTerm);
export const termMonthsProblem = (months: number | undefined) => (within(months, PLAN_TERM_BOUNDS.termMonths) ? undefined : PLAN_TERM_MESSAGES.termMonths);

/** Naira typed (`5,000`, `₦5000`) as kobo, for the plan's amounts. */
export const typedNaira = (typed: string): number | undefined => (typed.trim() === '' ? undefined : nairaToKobo(typed));
