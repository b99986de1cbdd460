/** Links to the agent's customers. */

export const CUSTOMERS_PATH = '/account/customers';

/** One customer's page. */
export function customerUrl(customerId: string): string {
  return `${CUSTOMERS_PATH}/${encodeURIComponent(customerId)}`;
}
