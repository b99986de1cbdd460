/** Links to the renewals screen, and from a plan to its renewal. */

import { buyPlanUrl } from '@/components/buy-plan/urls';

export const RENEWALS_PATH = '/account/renewals';

/** The sale that renews `order`: the buy-plan wizard for its customer and device, naming the order renewed. */
export function renewOrderUrl(order: { id: string; customer: { id: string }; device: { id: string } }): string {
  return buyPlanUrl({ customer: order.customer.id, device: order.device.id, renewal: order.id });
}
