/** Device values a plan can cover (PRODUCT.md, "Eligibility"), in kobo: ₦20,000 – ₦3,000,000. */
export const MIN_PURCHASE_PRICE_KOBO = 2_000_000;
export const MAX_PURCHASE_PRICE_KOBO = 300_000_000;

export const PURCHASE_PRICE_MESSAGES = {
  required: 'Enter the purchase price',
  invalid: 'Enter the purchase price in naira, e.g. 150000',
  tooLow: 'The purchase price must be at least ₦20,000',
  tooHigh: 'The purchase price can be at most ₦3,000,000',
} as const;

/** Kobo for an amount typed in naira (`150,000`, `₦150000.50`), or undefined when it is not an amount. */
export function nairaToKobo(value: string): number | undefined {
  const text = value.replace(/[\s,₦]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const [naira, fraction = ''] = text.split('.');
  const kobo = Number(naira) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(kobo) ? kobo : undefined;
}

/** A message when `kobo` is not a whole amount within ₦20,000 – ₦3,000,000, else undefined. */
export function validatePurchasePriceKobo(kobo: number | undefined): string | undefined {
  if (kobo === undefined) return PURCHASE_PRICE_MESSAGES.required;
  if (!Number.isSafeInteger(kobo) || kobo < 0) return PURCHASE_PRICE_MESSAGES.invalid;
  if (kobo < MIN_PURCHASE_PRICE_KOBO) return PURCHASE_PRICE_MESSAGES.tooLow;
  if (kobo > MAX_PURCHASE_PRICE_KOBO) return PURCHASE_PRICE_MESSAGES.tooHigh;
  return undefined;
}

/** The form's field: the typed naira text checked as an amount, then against the range. */
export function validatePurchasePrice(value: string): string | undefined {
  if (value.trim() === '') return PURCHASE_PRICE_MESSAGES.required;
  const kobo = nairaToKobo(value);
  return kobo === undefined ? PURCHASE_PRICE_MESSAGES.invalid : validatePurchasePriceKobo(kobo);
}

/** One wallet top-up by card, in kobo: ₦1,000 – ₦1,000,000 (the form and the data service's `fund_wallet`). */
export const MIN_FUNDING_KOBO = 100_000;
export const MAX_FUNDING_KOBO = 100_000_000;

export const FUNDING_AMOUNT_MESSAGES = {
  required: 'Enter the amount to add to the wallet',
  invalid: 'Enter the amount in naira, e.g. 5000',
  outOfRange: 'Fund the wallet with ₦1,000 to ₦1,000,000 at a time',
} as const;

/** A message when `kobo` is not a whole amount within ₦1,000 – ₦1,000,000, else undefined. */
export function validateFundingAmountKobo(kobo: number | undefined): string | undefined {
  if (kobo === undefined) return FUNDING_AMOUNT_MESSAGES.required;
  if (!Number.isSafeInteger(kobo)) return FUNDING_AMOUNT_MESSAGES.invalid;
  if (kobo < MIN_FUNDING_KOBO || kobo > MAX_FUNDING_KOBO) return FUNDING_AMOUNT_MESSAGES.outOfRange;
  return undefined;
}

/** The form's field: the typed naira text (`5000`, `5,000`, `₦5,000.50`) checked as an amount, then against the range. */
export function validateFundingAmount(value: string): string | undefined {
  if (value.trim() === '') return FUNDING_AMOUNT_MESSAGES.required;
  const kobo = nairaToKobo(value);
  return kobo === undefined ? FUNDING_AMOUNT_MESSAGES.invalid : validateFundingAmountKobo(kobo);
}
