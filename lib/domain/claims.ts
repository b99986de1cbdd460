/**
 * A claim's lifecycle as the data service stores it (`claim.status`, `claim_event.status`) and the words
 * for what a claim is about (`claim.claim_type`, a plan's `covers`). One home for the data service, its
 * seed and the app; the migration's CHECK lists are compared with it in a test (they are SQL).
 *
 * SUBMITTED → UNDER_REVIEW → APPROVED | REJECTED → IN_REPAIR → READY_FOR_PICKUP → COMPLETED.
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

const STATUSES: ReadonlySet<string> = new Set(CLAIM_STATUSES);

/** Whether a value from a URL, an answer or a script's argument is one of the statuses. */
export function isClaimStatus(value: unknown): value is ClaimStatus {
  return typeof value === 'string' && STATUSES.has(value);
}

/** The statuses a claim in `status` may move to; empty once it is closed. */
export function nextClaimStatuses(status: ClaimStatus): readonly ClaimStatus[] {
  return NEXT[status];
}

/** The open-claim rule: a claim is open (one per device) until it is REJECTED or COMPLETED. */
export const CLOSED_CLAIM_STATUSES: readonly ClaimStatus[] = CLAIM_STATUSES.filter((status) => NEXT[status].length === 0);
export const OPEN_CLAIM_STATUSES: readonly ClaimStatus[] = CLAIM_STATUSES.filter((status) => NEXT[status].length > 0);

export function isOpenClaimStatus(status: unknown): boolean {
  return isClaimStatus(status) && NEXT[status].length > 0;
}

/** Claims that use up one of the term's claims: every claim but a rejected one. */
export const CLAIM_STATUSES_NOT_COUNTED: readonly ClaimStatus[] = ['REJECTED'];

/** The statuses a claim passed through to reach `status`, in order (its timeline). */
export function claimPath(status: ClaimStatus): ClaimStatus[] {
  if (status === 'REJECTED') return ['SUBMITTED', 'UNDER_REVIEW', 'REJECTED'];
  const path: ClaimStatus[] = ['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'IN_REPAIR', 'READY_FOR_PICKUP', 'COMPLETED'];
  return path.slice(0, path.indexOf(status) + 1);
}

/** What a claim is about; a plan's `covers` lists the ones it pays for. */
export const CLAIM_TYPES = ['SCREEN', 'LIQUID', 'HARDWARE', 'THEFT'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

const TYPES: ReadonlySet<string> = new Set(CLAIM_TYPES);

export function isClaimType(value: unknown): value is ClaimType {
  return typeof value === 'string' && TYPES.has(value);
}
