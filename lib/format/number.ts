import { firstUse } from './firstUse';

// Spec section 9: 2 decimals, comma thousands separators.
const numberFormatter = firstUse(
  () =>
    new Intl.NumberFormat('en-NG', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'negative',
    }),
);

/** e.g. 1234567.8 → "1,234,567.80". */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) {
    throw new RangeError(`formatNumber expects a finite number, got ${String(n)}`);
  }
  return numberFormatter().format(n);
}
