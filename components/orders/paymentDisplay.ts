/**
 * An instalment's state in the words and colours the order screen shows (a payment's method and status:
 * lib/payments/paymentDisplay).
 */
import type { InstalmentState } from './instalmentSchedule';

const INSTALMENT_STATE_LABELS: Record<InstalmentState, string> = {
  PAID: 'Paid',
  CHARGING: 'Charging card',
  RETRYING: 'Retrying',
  FAILED: 'Failed',
  OVERDUE: 'Overdue',
  DUE: 'Due',
};

export function instalmentStateLabel(state: InstalmentState): string {
  return INSTALMENT_STATE_LABELS[state];
}

const INSTALMENT_STATE_PALETTES: Record<InstalmentState, 'green' | 'red' | 'orange' | 'blue' | 'gray'> = {
  PAID: 'green',
  CHARGING: 'blue',
  RETRYING: 'orange',
  FAILED: 'red',
  OVERDUE: 'red',
  DUE: 'gray',
};

/** Green when paid, red when failed or overdue, orange while retrying, blue while charging, grey while due (the word says it too). */
export function instalmentStatePalette(state: InstalmentState): 'green' | 'red' | 'orange' | 'blue' | 'gray' {
  return INSTALMENT_STATE_PALETTES[state];
}
