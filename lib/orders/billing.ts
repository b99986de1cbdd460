import { codeInWords } from './codeInWords';

/** How an order is paid for (`plan_order.billing`), short, as a list row or a CSV cell says it. */
export function billingLabel(billing: string): string {
  if (billing === 'PREPAID') return 'Paid once';
  if (billing === 'POSTPAID') return 'Monthly';
  return codeInWords(billing);
}

/** The same in full, as the order's screen says it. */
export function billingDescription(billing: string): string {
  if (billing === 'PREPAID') return 'Prepaid (paid once)';
  if (billing === 'POSTPAID') return 'Postpaid (monthly instalments)';
  return codeInWords(billing);
}
