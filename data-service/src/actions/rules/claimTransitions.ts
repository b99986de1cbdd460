import { nextClaimStatuses, type ClaimStatus } from '@/lib/domain/claims';

/**
 * How back office moves a claim along its lifecycle (lib/domain's `nextClaimStatuses`), and the note each
 * step leaves on the timeline when it is given none — but a rejection, which `advance_claim` takes only
 * with its reason (REJECTED's note here is the demo seed's reason). `advance_claim` and the demo seed both
 * write these.
 */

export const CLAIM_EVENT_NOTES: Readonly<Record<ClaimStatus, string>> = {
  SUBMITTED: 'Claim submitted by the agent.',
  UNDER_REVIEW: 'An assessor is reviewing the claim and the photos.',
  APPROVED: 'Claim approved. The customer pays the excess before the repaired device is released.',
  REJECTED: 'Claim rejected: the assessment found damage from before the cover started.',
  IN_REPAIR: 'Device received at the repair centre.',
  READY_FOR_PICKUP: 'Repair finished. The device is ready for pickup at the agent’s shop.',
  COMPLETED: 'Device handed back to the customer. Claim closed.',
};

/**
 * The status claim `reference` moves to from `from`: `asked` when that is a legal next step, else the first
 * one (APPROVED after UNDER_REVIEW); or, for a closed claim or an illegal step, why not.
 */
export function claimTransition(reference: string, from: ClaimStatus, asked: ClaimStatus | null): { to: ClaimStatus } | { problem: string } {
  const allowed = nextClaimStatuses(from);
  if (allowed.length === 0) return { problem: `Claim ${reference} is ${from}: it is closed and cannot move on` };
  const to = asked ?? allowed[0];
  if (!allowed.includes(to)) return { problem: `Claim ${reference} is ${from}: it can move to ${allowed.join(' or ')}, not ${to}` };
  return { to };
}

/** Why a move of claim `reference` from `expected`, the status its caller saw, is refused now that the claim is `current`. */
export function statusChangedProblem(reference: string, expected: ClaimStatus, current: ClaimStatus): string {
  const allowed = nextClaimStatuses(current);
  const next = allowed.length === 0 ? 'it is closed' : `it can move to ${allowed.join(' or ')}`;
  return `Claim ${reference} is ${current} now, not ${expected}: ${next}`;
}
