/**
 * An order's status as the data service stores it (`plan_order.status`). One home for the data service,
 * its seed and the app; the migration's CHECK list is compared with it in a test.
 */

/** Every status, in the order a filter lists them. */
export const ORDER_STATUSES = ['ACTIVE', 'PENDING_PAYMENT', 'LAPSED', 'EXPIRED', 'CANCELLED', 'PAYMENT_FAILED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const STATUSES: ReadonlySet<string> = new Set(ORDER_STATUSES);

/** Whether a value from a URL or an answer is one of the statuses. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && STATUSES.has(value);
}

/**
 * A plan that was paid for and gave cover: in force, run its course, or lapsed for unpaid instalments (a
 * sale, on the dashboard). LAPSED: a postpaid plan whose instalment was unpaid past the grace period
 * (lib/domain/instalments.ts): no cover from the day it lapsed until the arrears are paid.
 */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = ['ACTIVE', 'EXPIRED', 'LAPSED'];

export function isPaidOrderStatus(status: string): boolean {
  return (PAID_ORDER_STATUSES as readonly string[]).includes(status);
}

/** A plan whose cover is in force today. */
export const IN_FORCE_ORDER_STATUS: OrderStatus = 'ACTIVE';

/** A postpaid plan without cover for unpaid instalments (lib/domain/instalments.ts GRACE_DAYS), reinstatable for a while. */
export const LAPSED_ORDER_STATUS: OrderStatus = 'LAPSED';

/** A plan a renewal may follow: in force or run its course (a lapsed plan is reinstated, not renewed). */
export const RENEWABLE_ORDER_STATUSES: readonly OrderStatus[] = ['ACTIVE', 'EXPIRED'];

export function isRenewableOrderStatus(status: string): boolean {
  return (RENEWABLE_ORDER_STATUSES as readonly string[]).includes(status);
}

/**
 * Orders a claim may be filed on: a paid plan, in force, ended or lapsed (the incident must still fall
 * within its cover, and not within a lapse, which the service checks). Cancelled, unpaid and failed orders
 * never covered anything.
 */
export const CLAIMABLE_ORDER_STATUSES: readonly OrderStatus[] = PAID_ORDER_STATUSES;

export function isClaimableOrderStatus(status: string): boolean {
  return (CLAIMABLE_ORDER_STATUSES as readonly string[]).includes(status);
}

/**
 * Expiry: cover ends at the end of its last day (`ends_on`, a Lagos date), so from the next Lagos day an
 * ACTIVE order has expired. The data service's sweep stores it (data-service/src/orders/expiry.ts, the same
 * comparison in SQL); the card and verify pages apply it to an order the sweep has not reached yet.
 */
export function hasCoverEnded(endsOn: string, today: string): boolean {
  return endsOn < today;
}

/** The status an order of `status` should be stored with on `today` (only ACTIVE moves: to EXPIRED). */
export function orderStatusOn(status: OrderStatus, endsOn: string, today: string): OrderStatus {
  return status === IN_FORCE_ORDER_STATUS && hasCoverEnded(endsOn, today) ? 'EXPIRED' : status;
}
