/**
 * How an order is paid, in the words the order screen shows: a payment's method and status, an
 * instalment's state. A value the app does not know yet shows in plain words (`NEW_THING` → "New thing").
 */
import { codeInWords } from '@/lib/orders/codeInWords';
import type { InstalmentState } from './instalmentSchedule';

const METHOD_LABELS: Record<string, string> = {
  WALLET: 'Agent wallet',
  CARD: 'Card',
};

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  SUCCEEDED: 'Succeeded',
  DECLINED: 'Declined',
  INSUFFICIENT_FUNDS: 'Insufficient funds',
};

const INSTALMENT_STATE_LABELS: Record<InstalmentState, string> = {
  PAID: 'Paid',
  OVERDUE: 'Overdue',
  DUE: 'Due',
};

/** "Agent wallet", or "Card •••• 4081" when the card's last 4 digits are known. */
export function paymentMethodLabel(method: string, cardLast4: string | null = null): string {
  const label = METHOD_LABELS[method] ?? codeInWords(method);
  return method === 'CARD' && cardLast4 ? `${label} •••• ${cardLast4}` : label;
}

/** "Succeeded", "Declined", "Insufficient funds". */
export function paymentStatusLabel(status: string): string {
  return PAYMENT_STATUS_LABELS[status] ?? codeInWords(status);
}

/** Green for money received, red for a refusal, grey otherwise. */
export function paymentStatusPalette(status: string): 'green' | 'red' | 'gray' {
  if (status === 'SUCCEEDED') return 'green';
  return status === 'DECLINED' || status === 'INSUFFICIENT_FUNDS' ? 'red' : 'gray';
}

export function instalmentStateLabel(state: InstalmentState): string {
  return INSTALMENT_STATE_LABELS[state];
}

/** Green when paid, red when overdue, grey while due (the word says it too). */
export function instalmentStatePalette(state: InstalmentState): 'green' | 'red' | 'gray' {
  return state === 'PAID' ? 'green' : state === 'OVERDUE' ? 'red' : 'gray';
}
