import {
  addDays,
  isWithinPlanWindow,
  MAX_PURCHASE_PRICE_KOBO,
  MIN_PURCHASE_PRICE_KOBO,
  PURCHASE_DATE_MESSAGES,
} from '../../../../lib/validation';
import { formatMoney } from '../../../../lib/format/money';
import { coverEndsOn, daysBetween, displayDate } from './dates';

/**
 * Whether a device may get a plan (PRODUCT.md, "Eligibility"): value ₦20,000–₦3,000,000, bought at
 * most 12 months ago, no active plan on it. A renewal continues a cover already given, so the age
 * rule does not apply to it (else no phone could ever be renewed: it is a year older by then).
 */

export interface DeviceFacts {
  purchase_price_kobo: number;
  purchase_date: string;
}

export const DEVICE_VALUE_MESSAGE = `Plans cover devices worth ${formatMoney(MIN_PURCHASE_PRICE_KOBO)} to ${formatMoney(MAX_PURCHASE_PRICE_KOBO)}`;

/** Why no plan can be offered for the device on `today`, or undefined when one can. */
export function deviceIneligibility(device: DeviceFacts, today: string, options: { renewal?: boolean } = {}): string | undefined {
  const value = device.purchase_price_kobo;
  if (value < MIN_PURCHASE_PRICE_KOBO || value > MAX_PURCHASE_PRICE_KOBO) return `${DEVICE_VALUE_MESSAGE}: this one is worth ${formatMoney(value)}`;
  if (!options.renewal && !isWithinPlanWindow(device.purchase_date, today)) return PURCHASE_DATE_MESSAGES.outsidePlanWindow;
  return undefined;
}

/** How far around its end date a plan can be renewed (the Renewals screen's window). */
export const RENEWAL_WINDOW_DAYS = 30;

export interface RenewedOrder {
  status: string;
  ends_on: string;
}

/** Why `order` cannot be renewed on `today`, or undefined. */
export function renewalProblem(order: RenewedOrder, today: string): string | undefined {
  if (order.status !== 'ACTIVE' && order.status !== 'EXPIRED') return 'Only an active or expired plan can be renewed';
  const daysToEnd = daysBetween(today, order.ends_on);
  if (daysToEnd > RENEWAL_WINDOW_DAYS) return `This plan can be renewed from ${displayDate(addDays(order.ends_on, -RENEWAL_WINDOW_DAYS))}`;
  if (daysToEnd < -RENEWAL_WINDOW_DAYS) return `This plan ended more than ${RENEWAL_WINDOW_DAYS} days ago: sell a new plan instead`;
  return undefined;
}

export interface CoverPeriod {
  startsOn: string;
  endsOn: string;
}

/**
 * A new cover starts today; a renewal the day after the renewed plan ends, or today if that day has
 * passed (cover is never backdated).
 */
export function coverPeriod(today: string, termMonths: number, renewedEndsOn?: string): CoverPeriod {
  const dayAfter = renewedEndsOn === undefined ? today : addDays(renewedEndsOn, 1);
  const startsOn = dayAfter > today ? dayAfter : today;
  return { startsOn, endsOn: coverEndsOn(startsOn, termMonths) };
}

export interface ActiveOrder {
  reference: string;
  starts_on: string;
  ends_on: string;
}

/** The message for a device whose cover would overlap an active plan. */
export function activePlanMessage(order: ActiveOrder): string {
  return `This device already has an active plan (${order.reference}) until ${displayDate(order.ends_on)}`;
}

/** Whether two inclusive date ranges share a day. */
export function overlaps(a: CoverPeriod, b: { starts_on: string; ends_on: string }): boolean {
  return a.startsOn <= b.ends_on && b.starts_on <= a.endsOn;
}
