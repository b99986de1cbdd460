/**
 * An instalment's state in the words and colours the order screen shows (a payment's method and status:
 * lib/payments/paymentDisplay).
 */
import type { InstalmentState } from './instalmentSchedule';

const INSTALMENT_STATE_LABELS: Record<InstalmentState, string> = {
  PAID: 'Paid',
  OVERDUE: 'Overdue',
  DUE: 'Due',
};

export function instalmentStateLabel(state: InstalmentState): string {
  return INSTALMENT_STATE_LABELS[state];
}

/** Green when paid, red when overdue, grey while due (the word says it too). */
export function instalmentStatePalette(state: InstalmentState): 'green' | 'red' | 'gray' {
  return state === 'PAID' ? 'green' : state === 'OVERDUE' ? 'red' : 'gray';
}
