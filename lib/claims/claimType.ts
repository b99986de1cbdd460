import { isClaimType, type ClaimType } from '@/lib/domain/claims';
import { codeInWords } from '@/lib/orders/codeInWords';

/** A claim's type (lib/domain/claims) in the words every screen shows it with. */

export const CLAIM_TYPE_LABELS: Record<ClaimType, string> = {
  SCREEN: 'Screen damage',
  LIQUID: 'Liquid damage',
  HARDWARE: 'Hardware fault',
  THEFT: 'Theft',
};

/** A claim type as agents read it; one the app does not know yet in plain words. */
export function claimTypeLabel(type: string): string {
  return isClaimType(type) ? CLAIM_TYPE_LABELS[type] : codeInWords(type);
}
