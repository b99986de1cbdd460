import { formatMoney } from '../format/money';
import { isWithinPlanWindow, PURCHASE_DATE_MESSAGES } from './dates';
import { MAX_PURCHASE_PRICE_KOBO, MIN_PURCHASE_PRICE_KOBO } from './money';

/**
 * Whether a device may get a plan (PRODUCT.md, "Eligibility"): value ₦20,000–₦3,000,000, bought at
 * most 12 months ago. The data service refuses a sale with this message and the screens show it per
 * device, so both say the same thing. A renewal continues a cover already given, so the age rule does
 * not apply to it (else no phone could ever be renewed: it is a year older by then). An active plan on
 * the device is the data service's check: it needs the device's orders.
 */

export interface DeviceFacts {
  purchase_price_kobo: number;
  /** `YYYY-MM-DD` */
  purchase_date: string;
}

// Written out rather than formatted when the module loads, which would make the page's first Intl object
// (lib/format/firstUse.ts) in every form's boot; eligibility.test.ts checks it against the limits.
export const DEVICE_VALUE_MESSAGE = 'Plans cover devices worth ₦20,000 to ₦3,000,000';

/** Why no plan can be offered for the device on `today` (`YYYY-MM-DD`, Lagos), or undefined when one can. */
export function deviceIneligibility(device: DeviceFacts, today: string, options: { renewal?: boolean } = {}): string | undefined {
  const value = device.purchase_price_kobo;
  if (value < MIN_PURCHASE_PRICE_KOBO || value > MAX_PURCHASE_PRICE_KOBO) return `${DEVICE_VALUE_MESSAGE}: this one is worth ${formatMoney(value)}`;
  if (!options.renewal && !isWithinPlanWindow(device.purchase_date, today)) return PURCHASE_DATE_MESSAGES.outsidePlanWindow;
  return undefined;
}
