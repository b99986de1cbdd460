import { saleRecordSearchWhere } from '@/lib/search/orderSearch';
import type { Claim_Bool_Exp } from '@/lib/graphql/generated/graphql';
import { normalizePolicyNumber } from '@/lib/validation/protectionCard';

/** `CLM-<YEAR>-<6 digits>` (the data service's claim numbers), however it is typed. */
const CLAIM_REFERENCE = /^CLM-\d{4}-\d{6}$/;

/**
 * What the agent typed in the claims search: a whole claim reference (case and spaces ignored, as a policy
 * number's) → that claim; anything else as the orders search reads it, in the claim's reference
 * (`CLM-2026` finds that year's claims, `000045` part of one), the claim's device and its customer.
 */
export function claimSearchWhere(text: string): Claim_Bool_Exp {
  const compact = normalizePolicyNumber(text);
  if (CLAIM_REFERENCE.test(compact)) return { reference: { _eq: compact } };
  return saleRecordSearchWhere(text, ['reference']);
}
