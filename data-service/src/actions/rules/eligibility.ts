import { isRenewableOrderStatus, LAPSED_ORDER_STATUS } from '@/lib/domain/orders';
import { addDays, RENEWAL_WINDOW_DAYS } from '@/lib/validation';
import { coverEndsOn, daysBetween, displayDate } from './dates';

/**
 * Plan eligibility beyond the device itself (whose rule, `deviceIneligibility`, is in lib/validation,
 * shared with the screens): the renewal window, when a cover starts and ends, and overlap with the
 * device's active plans.
 */

export { RENEWAL_WINDOW_DAYS };

export interface RenewedOrder {
  status: string;
  ends_on: string;
}

/** Why `order` cannot be renewed on `today`, or undefined. */
export function renewalProblem(order: RenewedOrder, today: string): string | undefined {
  if (order.status === LAPSED_ORDER_STATUS) return 'This plan has lapsed for unpaid instalments: pay the arrears from its order to reinstate it';
  if (!isRenewableOrderStatus(order.status)) return 'Only an active or expired plan can be renewed';
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
