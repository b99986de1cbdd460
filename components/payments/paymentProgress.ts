import type { PaymentState } from './paymentStateFields';

/** How often a waiting screen asks where the payment stands: the customer is standing at the counter. */
export const PAYMENT_POLL_MS = 3000;

/**
 * Where a payment stands for the screens that wait on it: still waiting for the money, paid (and, for a
 * plan, the order in force), or ended without the money.
 * - `waiting`: PENDING, or paid for a plan whose order is not ACTIVE yet (the service is settling it);
 * - `paid`: SUCCEEDED (a plan's order ACTIVE), or REFUNDED later;
 * - `unpaid`: FAILED or ABANDONED: nothing was taken; another way may be tried.
 */
export type PaymentProgress = 'waiting' | 'paid' | 'unpaid';

export function paymentProgress(payment: Pick<PaymentState, 'status' | 'purpose' | 'order_status'>): PaymentProgress {
  switch (payment.status) {
    case 'PENDING':
      return 'waiting';
    case 'SUCCEEDED':
      return payment.purpose === 'PLAN_PURCHASE' && payment.order_status !== 'ACTIVE' ? 'waiting' : 'paid';
    case 'REFUNDED':
      return 'paid';
    default:
      return 'unpaid';
  }
}
