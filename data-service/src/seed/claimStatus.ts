/**
 * The claim lifecycle of PRODUCT.md: SUBMITTED → UNDER_REVIEW → APPROVED | REJECTED → IN_REPAIR →
 * READY_FOR_PICKUP → COMPLETED. Back office moves claims along it; the seed and the dev script
 * (`npm run claim:advance`) stand in for back office and follow the same table.
 */

export const CLAIM_STATUSES = ['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'REJECTED', 'IN_REPAIR', 'READY_FOR_PICKUP', 'COMPLETED'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

const NEXT: Record<ClaimStatus, readonly ClaimStatus[]> = {
  SUBMITTED: ['UNDER_REVIEW'],
  UNDER_REVIEW: ['APPROVED', 'REJECTED'],
  APPROVED: ['IN_REPAIR'],
  REJECTED: [],
  IN_REPAIR: ['READY_FOR_PICKUP'],
  READY_FOR_PICKUP: ['COMPLETED'],
  COMPLETED: [],
};

export function isClaimStatus(value: string): value is ClaimStatus {
  return (CLAIM_STATUSES as readonly string[]).includes(value);
}

/** The statuses a claim in `status` may move to; empty once it is closed. */
export function nextClaimStatuses(status: ClaimStatus): readonly ClaimStatus[] {
  return NEXT[status];
}

/** A claim is open (one per device) until it is REJECTED or COMPLETED. */
export function isOpenClaimStatus(status: ClaimStatus): boolean {
  return NEXT[status].length > 0;
}

/** The statuses a claim passed through to reach `status`, in order (its timeline). */
export function claimPath(status: ClaimStatus): ClaimStatus[] {
  if (status === 'REJECTED') return ['SUBMITTED', 'UNDER_REVIEW', 'REJECTED'];
  const path: ClaimStatus[] = ['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'IN_REPAIR', 'READY_FOR_PICKUP', 'COMPLETED'];
  return path.slice(0, path.indexOf(status) + 1);
}
