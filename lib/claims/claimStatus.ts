import { isClaimStatus, type ClaimStatus } from '@/lib/domain/claims';
import { codeInWords } from '@/lib/orders/codeInWords';

/** A claim's status (lib/domain/claims) in the words and colours every screen shows it with. */

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  SUBMITTED: 'Submitted',
  UNDER_REVIEW: 'Under review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  IN_REPAIR: 'In repair',
  READY_FOR_PICKUP: 'Ready for pickup',
  COMPLETED: 'Completed',
};

/** A claim status as agents read it; one the app does not know yet in plain words. */
export function claimStatusLabel(status: string): string {
  return isClaimStatus(status) ? CLAIM_STATUS_LABELS[status] : codeInWords(status);
}

/** The badge colour: blue while back office looks at it, green once the phone is (being) fixed, red when refused. */
export function claimStatusPalette(status: string): 'blue' | 'orange' | 'green' | 'red' | 'gray' {
  switch (status) {
    case 'SUBMITTED':
    case 'UNDER_REVIEW':
      return 'blue';
    case 'APPROVED':
    case 'IN_REPAIR':
      return 'orange';
    case 'READY_FOR_PICKUP':
    case 'COMPLETED':
      return 'green';
    case 'REJECTED':
      return 'red';
    default:
      return 'gray';
  }
}

/** What happens next, in plain words, for the agent to tell the customer. */
export const CLAIM_NEXT_STEP: Record<ClaimStatus, string> = {
  SUBMITTED: 'The claims team will start reviewing it, usually within one working day.',
  UNDER_REVIEW: 'The claims team is checking the claim. You will see here whether it is approved or rejected.',
  APPROVED: 'The claim is approved. Collect the excess from the customer (below): the repaired phone is released once it is paid.',
  REJECTED: 'The claim was rejected; the note above says why. It does not use up one of the plan’s claims.',
  IN_REPAIR: 'The phone is being repaired. You will see here when it is ready to collect; it is released once the excess is paid.',
  READY_FOR_PICKUP: 'The phone is repaired and the excess paid. Ask the customer to collect it.',
  COMPLETED: 'The repair is finished and the phone is back with the customer.',
};
