import { isOrderStatus, type OrderStatus } from '@/lib/domain/orders';
import { codeInWords } from './codeInWords';

/** An order's status (lib/domain/orders) in the words and colours every screen shows it with. */

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  ACTIVE: 'Active',
  PENDING_PAYMENT: 'Pending payment',
  LAPSED: 'Lapsed',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
  PAYMENT_FAILED: 'Payment failed',
};

/** An order status as agents read it; one the app does not know yet in plain words (`NEW_THING` → "New thing"). */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : codeInWords(status);
}

/** The badge colour of a status: green for cover in force, orange while unpaid (or lapsed for it), red for failures, grey otherwise. */
export function orderStatusPalette(status: string): 'green' | 'orange' | 'red' | 'gray' {
  switch (status) {
    case 'ACTIVE':
      return 'green';
    case 'PENDING_PAYMENT':
    case 'LAPSED':
      return 'orange';
    case 'PAYMENT_FAILED':
    case 'CANCELLED':
      return 'red';
    default:
      return 'gray';
  }
}
