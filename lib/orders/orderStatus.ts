import { codeInWords } from './codeInWords';

/**
 * An order's status as the data service stores it (`plan_order.status`), in the words and colours every
 * screen shows it with.
 */

/** Every status, in the order a filter lists them. */
export const ORDER_STATUSES = ['ACTIVE', 'PENDING_PAYMENT', 'EXPIRED', 'CANCELLED', 'PAYMENT_FAILED'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

const STATUSES: ReadonlySet<string> = new Set(ORDER_STATUSES);

/** Whether a value from a URL or an answer is one of the statuses. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && STATUSES.has(value);
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  ACTIVE: 'Active',
  PENDING_PAYMENT: 'Pending payment',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
  PAYMENT_FAILED: 'Payment failed',
};

/** An order status as agents read it; one the app does not know yet in plain words (`NEW_THING` → "New thing"). */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : codeInWords(status);
}

/** The badge colour of a status: green for cover in force, orange while unpaid, red for failures, grey otherwise. */
export function orderStatusPalette(status: string): 'green' | 'orange' | 'red' | 'gray' {
  switch (status) {
    case 'ACTIVE':
      return 'green';
    case 'PENDING_PAYMENT':
      return 'orange';
    case 'PAYMENT_FAILED':
    case 'CANCELLED':
      return 'red';
    default:
      return 'gray';
  }
}
