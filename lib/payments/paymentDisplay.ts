import { USSD_BANKS, type PaymentStatus } from '@/lib/domain/payments';
import { codeInWords } from '@/lib/orders/codeInWords';

/**
 * A payment's method, channel and status (lib/domain/payments) in the words and colours every screen shows
 * them with (the order's payments, a payment's own page, the waiting screens). A value the app does not know
 * yet shows in plain words (`NEW_THING` → "New thing").
 */

const METHOD_LABELS: Record<string, string> = {
  WALLET: 'Agent wallet',
  CARD: 'Card',
  TRANSFER: 'Bank transfer',
  USSD: 'USSD',
};

/** The gateway's channel once paid (Paystack's words). */
const CHANNEL_LABELS: Record<string, string> = {
  card: 'card',
  bank_transfer: 'bank transfer',
  ussd: 'USSD',
  dedicated_nuban: 'transfer to the wallet account',
  bank: 'bank account',
};

/** The channel each method is paid through when the customer did as asked. */
const METHOD_CHANNELS: Record<string, string> = { CARD: 'card', TRANSFER: 'bank_transfer', USSD: 'ussd' };

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: 'Pending',
  SUCCEEDED: 'Paid',
  FAILED: 'Failed',
  ABANDONED: 'Abandoned',
  REFUNDED: 'Refunded',
};

/** "Agent wallet", "Bank transfer", or "Card •••• 4081" when the card's last 4 digits are known. */
export function paymentMethodLabel(method: string, cardLast4: string | null = null): string {
  const label = METHOD_LABELS[method] ?? codeInWords(method);
  return method === 'CARD' && cardLast4 ? `${label} •••• ${cardLast4}` : label;
}

/** "Card, paid by bank transfer" when the gateway's channel differs from the method chosen; else the method. */
export function paymentMethodAndChannel(method: string, channel: string | null | undefined, cardLast4: string | null = null): string {
  const label = paymentMethodLabel(method, cardLast4);
  if (!channel || METHOD_CHANNELS[method] === channel) return label;
  return `${label}, paid by ${paymentChannelLabel(channel)}`;
}

/** The gateway's channel in words: "card", "bank transfer", "transfer to the wallet account". */
export function paymentChannelLabel(channel: string): string {
  return CHANNEL_LABELS[channel] ?? codeInWords(channel).toLowerCase();
}

/** "Pending", "Paid", "Failed", "Abandoned", "Refunded" (a status of the first version in plain words). */
export function paymentStatusLabel(status: string): string {
  return (PAYMENT_STATUS_LABELS as Record<string, string>)[status] ?? codeInWords(status);
}

/** Green for money received, orange while waiting, red for a failure, purple when returned, grey otherwise. */
export function paymentStatusPalette(status: string): 'green' | 'orange' | 'red' | 'purple' | 'gray' {
  switch (status) {
    case 'SUCCEEDED':
      return 'green';
    case 'PENDING':
      return 'orange';
    case 'FAILED':
    case 'DECLINED':
    case 'INSUFFICIENT_FUNDS':
      return 'red';
    case 'REFUNDED':
      return 'purple';
    default:
      return 'gray';
  }
}

/** The name the agent picks a USSD bank by ("GTBank"), or the value itself. */
export function ussdBankName(value: string): string {
  return USSD_BANKS.find((bank) => bank.value === value)?.name ?? value;
}
