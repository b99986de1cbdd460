/**
 * Human-readable numbers: `ORD-2025-000123` (orders), `PAY-…` (payments), `CLM-…` (claims) and the
 * policy number `<PARTNER PREFIX>-<YEAR>-<6 digits>` printed on the protection card.
 */

export type ReferenceKind = 'ORD' | 'PAY' | 'CLM';

export function formatReference(kind: ReferenceKind | string, year: string, number: number): string {
  return `${kind}-${year}-${String(number).padStart(6, '0')}`;
}

export function formatPolicyNumber(policyPrefix: string, year: string, number: number): string {
  return formatReference(policyPrefix, year, number);
}
