import { firstUse } from './firstUse';

// Spec section 9: en-NG, NGN, 0 minimum fraction digits (NGN's default maximum of 2 still applies).
const nairaFormatter = firstUse(
  () =>
    new Intl.NumberFormat('en-NG', {
      style: 'currency',
      currency: 'NGN',
      minimumFractionDigits: 0,
      signDisplay: 'negative',
    }),
);

/** Money is stored as integer kobo (1 naira = 100 kobo); shown in naira, e.g. 150050 → "₦1,500.5". */
export function formatMoney(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) {
    throw new RangeError(`formatMoney expects a whole number of kobo, got ${String(kobo)}`);
  }
  return nairaFormatter().format(koboToNairaDecimal(kobo));
}

// A decimal string keeps every kobo exact, where kobo / 100 in floating point may not.
function koboToNairaDecimal(kobo: number): `${number}` {
  const digits = String(Math.abs(kobo)).padStart(3, '0');
  const sign = kobo < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}
