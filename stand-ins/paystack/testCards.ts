/**
 * What the bank answers a card on the checkout page. A tester types a card number (Paystack's test card
 * below, or any number that passes the Luhn check) and picks the bank's answer; only this page ever sees it.
 */
export const CARD_OUTCOMES = {
  success: { label: 'Approved', status: 'success', gatewayResponse: 'Approved' },
  declined: { label: 'Declined by the bank', status: 'failed', gatewayResponse: 'Declined' },
  insufficient_funds: { label: 'Insufficient funds', status: 'failed', gatewayResponse: 'Insufficient Funds' },
  // The bank never answers: the transaction stays under way until the dashboard settles it.
  timeout: { label: 'No answer from the bank (timeout)', status: 'ongoing', gatewayResponse: 'Transaction timed out, awaiting bank' },
} as const;
export type CardOutcome = keyof typeof CARD_OUTCOMES;

export function isCardOutcome(value: unknown): value is CardOutcome {
  return typeof value === 'string' && Object.hasOwn(CARD_OUTCOMES, value);
}

/** Paystack's published test card (Visa, no PIN or OTP; CVV 408, any future expiry). */
export const PAYSTACK_SUCCESS_TEST_CARD = '4084084084084081';

export function normalizeCardNumber(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** The Luhn check every card number passes. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'mastercard';
  if (/^(506|507|650)/.test(digits)) return 'verve';
  return 'card';
}
