/** Links to the agent's orders. */

export const ORDERS_PATH = '/account/orders';

/** One order's detail. */
export function orderUrl(orderId: string): string {
  return `${ORDERS_PATH}/${encodeURIComponent(orderId)}`;
}

/** The page that cancels one order's plan, after saying what comes back. */
export function cancelOrderUrl(orderId: string): string {
  return `${orderUrl(orderId)}/cancel`;
}
