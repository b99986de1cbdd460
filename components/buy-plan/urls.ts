/** Links into the buy-plan wizard. */

export const BUY_PLAN_PATH = '/account/buy-plan';

export interface BuyPlanLink {
  customer?: string;
  device?: string;
  plan?: string;
  /** The id of the order this sale renews (its device is `device`). */
  renewal?: string;
}

/**
 * The wizard pre-filled: `?customer=&device=` from a customer or a new device, `&plan=` for a given plan,
 * `&renewal=` (the renewed order's id) from the renewals list.
 */
export function buyPlanUrl(link: BuyPlanLink = {}): string {
  const query = new URLSearchParams(Object.entries(link).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return query === '' ? BUY_PLAN_PATH : `${BUY_PLAN_PATH}?${query}`;
}
