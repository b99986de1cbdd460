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

/**
 * The excess (issue 31): what the customer pays towards an approved claim's repair. It is payable once the
 * claim is APPROVED and until it is paid (from the agent's wallet, a card payment link or a bank transfer);
 * the claim moves to READY_FOR_PICKUP only with it paid, so the repaired phone is never released owing.
 */
export const EXCESS_PAYABLE_CLAIM_STATUSES: readonly ClaimStatus[] = ['APPROVED', 'IN_REPAIR'];

/** The step that waits for the excess. */
export const EXCESS_PAID_BEFORE: ClaimStatus = 'READY_FOR_PICKUP';

/**
 * Where a claim's excess stands: `none` (nothing to pay, or rejected), `later` (payable once approved),
 * `payable` (the customer pays it now), `paid`.
 */
export type ExcessStanding = 'none' | 'later' | 'payable' | 'paid';

export function excessStanding(claim: { status: string; excessKobo: number; excessPaid: boolean }): ExcessStanding {
  if (claim.status === 'REJECTED' || claim.excessKobo <= 0) return 'none';
  if (claim.excessPaid) return 'paid';
  if (isClaimStatus(claim.status) && EXCESS_PAYABLE_CLAIM_STATUSES.includes(claim.status)) return 'payable';
  return claim.status === 'SUBMITTED' || claim.status === 'UNDER_REVIEW' ? 'later' : 'none';
}

/** Whether moving the claim to `to` waits for its excess: it has one, unpaid. */
export function excessBlocksMove(to: ClaimStatus, claim: { excessKobo: number; excessPaid: boolean }): boolean {
  return to === EXCESS_PAID_BEFORE && claim.excessKobo > 0 && !claim.excessPaid;
}

/**
 * The claims desk's service level (issue 32): a new claim is first reviewed (moved to UNDER_REVIEW) within
 * one working day of its filing. Working days are Monday to Friday in Lagos; a claim filed at a weekend
 * starts its clock on Monday at midnight. Public holidays are not counted out (yet).
 */
export const CLAIM_FIRST_REVIEW_WORKING_DAYS = 1;

const DAY_MS = 24 * 60 * 60 * 1000;
// Lagos is UTC+01:00 all year (lib/validation/lagosDay).
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** Day of the week (0 Sunday … 6 Saturday) of a Lagos wall-clock instant held as UTC. */
const weekday = (lagosWallMs: number) => new Date(lagosWallMs).getUTCDay();
const isWeekend = (lagosWallMs: number) => weekday(lagosWallMs) === 0 || weekday(lagosWallMs) === 6;

/** When a claim filed at `filedAt` must have had its first review. */
export function firstReviewDueAt(filedAt: Date, workingDays: number = CLAIM_FIRST_REVIEW_WORKING_DAYS): Date {
  let wall = filedAt.getTime() + LAGOS_OFFSET_MS;
  // Filed at a weekend: the clock starts at the next Monday's midnight.
  while (isWeekend(wall)) wall = Math.floor(wall / DAY_MS) * DAY_MS + DAY_MS;
  for (let day = 0; day < workingDays; day += 1) {
    wall += DAY_MS;
    while (isWeekend(wall)) wall += DAY_MS;
  }
  return new Date(wall - LAGOS_OFFSET_MS);
}

/** Whether a claim waits for its first review past the service level: still SUBMITTED after its due time. */
export function isFirstReviewLate(claim: { status: string; filedAt: Date }, now: Date): boolean {
  return claim.status === 'SUBMITTED' && now.getTime() > firstReviewDueAt(claim.filedAt).getTime();
}

/** A move's note (the claims desk's words on the timeline): at most this many characters. */
export const CLAIM_MOVE_NOTE_MAX_LENGTH = 500;

export const CLAIM_MOVE_NOTE_MESSAGES = {
  rejectionReason: 'Say why the claim is rejected: the agent and the customer see the reason',
  tooLong: `The note can have at most ${CLAIM_MOVE_NOTE_MAX_LENGTH} characters`,
} as const;

/** What is wrong with a move's note, surrounding spaces aside: a rejection needs its reason; none is too long. */
export function claimMoveNoteProblem(to: ClaimStatus, note: string): string | undefined {
  const text = note.trim();
  if (to === 'REJECTED' && text === '') return CLAIM_MOVE_NOTE_MESSAGES.rejectionReason;
  return text.length > CLAIM_MOVE_NOTE_MAX_LENGTH ? CLAIM_MOVE_NOTE_MESSAGES.tooLong : undefined;
}
