/** Links to a payment's own page: where the gateway's checkout sends the browser back, and where a payment is followed. */

export const PAYMENTS_PATH = '/account/payments';

/** One payment's page (`/account/payments/<payment_id>`). */
export function paymentUrl(paymentId: string): string {
  return `${PAYMENTS_PATH}/${encodeURIComponent(paymentId)}`;
}
