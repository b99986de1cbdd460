/**
 * Plan prices (PRODUCT.md, "Business rules"). Money is integer kobo; premiums and excesses are rounded
 * up to the whole naira so a customer is never quoted kobo. Integer arithmetic only.
 */

export interface PriceRules {
  /** Share of the device value, in basis points (400 = 4%). */
  premium_rate_bp: number;
  min_premium_kobo: number;
}

export interface ExcessRules {
  excess_kobo: number;
  /** Theft excess as a share of the device value (basis points), for plans that cover theft. */
  theft_excess_rate_bp: number | null;
}

export const POSTPAID_INSTALMENTS = 12;
/** Monthly payment costs 10% more than paying once. */
const POSTPAID_SURCHARGE_PERCENT = 110;
const COMMISSION_PERCENT = 10;

/** `kobo × bp / 10000` rounded up to the next whole naira. */
function shareUpToNaira(kobo: number, bp: number): number {
  return Math.ceil((kobo * bp) / 1_000_000) * 100;
}

/** Prepaid premium: the plan's rate of the device value, rounded up to the naira, at least the minimum. */
export function prepaidPremiumKobo(plan: PriceRules, deviceValueKobo: number): number {
  return Math.max(shareUpToNaira(deviceValueKobo, plan.premium_rate_bp), plan.min_premium_kobo);
}

/** One of 12 monthly instalments: ceil(prepaid × 1.10 / 12) naira. */
export function postpaidInstalmentKobo(prepaidKobo: number): number {
  return Math.ceil((prepaidKobo * POSTPAID_SURCHARGE_PERCENT) / (100 * POSTPAID_INSTALMENTS * 100)) * 100;
}

/** The agent's commission: 10% of the amount paid at purchase, whole kobo (rounded down). */
export function commissionKobo(amountPaidKobo: number): number {
  return Math.floor((amountPaidKobo * COMMISSION_PERCENT) / 100);
}

/** Excess per claim: the flat excess, or for theft the plan's theft rate of the device value. */
export function claimExcessKobo(plan: ExcessRules, claimType: string, deviceValueKobo: number): number {
  if (claimType === 'THEFT' && plan.theft_excess_rate_bp !== null) return shareUpToNaira(deviceValueKobo, plan.theft_excess_rate_bp);
  return plan.excess_kobo;
}

export type Billing = 'PREPAID' | 'POSTPAID';

export interface OrderPrice {
  billing: Billing;
  /** What the whole term costs: the prepaid premium, or 12 instalments. */
  premiumKobo: number;
  /** The monthly instalment (postpaid only). */
  instalmentKobo: number | null;
  instalments: number;
  /** Due at purchase: the premium, or the first instalment. */
  dueNowKobo: number;
}

export function orderPrice(plan: PriceRules, deviceValueKobo: number, billing: Billing): OrderPrice {
  const prepaid = prepaidPremiumKobo(plan, deviceValueKobo);
  if (billing === 'PREPAID') return { billing, premiumKobo: prepaid, instalmentKobo: null, instalments: 1, dueNowKobo: prepaid };
  const instalment = postpaidInstalmentKobo(prepaid);
  return { billing, premiumKobo: instalment * POSTPAID_INSTALMENTS, instalmentKobo: instalment, instalments: POSTPAID_INSTALMENTS, dueNowKobo: instalment };
}
