/** Links to the agent's orders. */

export const ORDERS_PATH = '/account/orders';

/** One order's detail. */
export function orderUrl(orderId: string): string {
  return `${ORDERS_PATH}/${encodeURIComponent(orderId)}`;
}
