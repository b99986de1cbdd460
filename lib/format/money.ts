// Spec section 9: en-NG, NGN, 0 minimum fraction digits (NGN's default maximum of 2 still applies).
// Written out rather than asked of Intl.NumberFormat: a page's first Intl formatter loads the locale's data
// (25–35 ms on this machine's Chromium, more on a phone), inside the hydration task of every money screen.
// money.test.ts holds the output to Intl's over every kind of amount.
const NAIRA_SIGN = '\u20A6';

/** Money is stored as integer kobo (1 naira = 100 kobo); shown in naira, e.g. 150050 → "₦1,500.5". */
export function formatMoney(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) {
    throw new RangeError(`formatMoney expects a whole number of kobo, got ${String(kobo)}`);
  }
  // Digits of a string keep every kobo exact, where kobo / 100 in floating point may not.
  const digits = String(Math.abs(kobo)).padStart(3, '0');
  const koboPart = digits.slice(-2).replace(/0+$/, '');
  const sign = kobo < 0 ? '-' : '';
  return `${sign}${NAIRA_SIGN}${withThousands(digits.slice(0, -2))}${koboPart ? `.${koboPart}` : ''}`;
}

/** "1234567" → "1,234,567". */
function withThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+$)/g, ',');
}
