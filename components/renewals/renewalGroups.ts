import { ORDER_STATUSES_WITH_CARD } from '@/lib/cards/cardStatus';
import { hasCoverEnded, isRenewableOrderStatus, PAID_ORDER_STATUSES } from '@/lib/domain/orders';
import { addDays, daysBetween, RENEWAL_WINDOW_DAYS } from '@/lib/validation/dates';
import type { RenewalOrder } from './getRenewals';

/** The most plans the screen lists (the agent role's row limit); a window with more says so. */
export const RENEWALS_LIMIT = 100;

/** The renewals query's variables on `today` (Lagos): the window around it, the plans a renewal can follow. */
export function renewalsVariables(today: string) {
  return {
    from: addDays(today, -RENEWAL_WINDOW_DAYS),
    until: addDays(today, RENEWAL_WINDOW_DAYS),
    // A plan a renewal can follow: one paid for that gave cover (the service renews an active or an ended plan).
    renewableStatuses: [...PAID_ORDER_STATUSES],
    boughtStatuses: RENEWAL_BOUGHT_STATUSES,
    limit: RENEWALS_LIMIT,
  };
}

/** A renewal counts as bought once it was paid for (it has a card), whatever became of it since. */
export const RENEWAL_BOUGHT_STATUSES = [...ORDER_STATUSES_WITH_CARD];

/**
 * Whether a plan can be renewed on `today` (Lagos): active or ended (not lapsed: that is reinstated by paying its arrears), its cover ending within the renewal
 * window either side of today, and no paid-for renewal yet.
 */
export function canRenew(order: { status: string; endsOn: string; renewalsBought: number }, today: string): boolean {
  return isRenewableOrderStatus(order.status) && Math.abs(daysBetween(today, order.endsOn)) <= RENEWAL_WINDOW_DAYS && order.renewalsBought === 0;
}

export interface RenewalRow {
  order: RenewalOrder;
  /** Days from today to the last day of cover: 0 on the day, negative once ended. */
  daysLeft: number;
  renewed: boolean;
}

export interface RenewalGroups {
  /** Cover ending today or in the next 30 days, soonest first. */
  endingSoon: RenewalRow[];
  /** Cover that ended in the last 30 days, most recently ended first. */
  endedRecently: RenewalRow[];
}

export function renewalGroups(orders: RenewalOrder[], today: string): RenewalGroups {
  const rows = orders.map((order) => ({
    order,
    daysLeft: daysBetween(today, order.ends_on),
    renewed: (order.renewals_aggregate.aggregate?.count ?? 0) > 0,
  }));
  return {
    endingSoon: rows.filter((row) => !hasCoverEnded(row.order.ends_on, today)),
    endedRecently: rows.filter((row) => hasCoverEnded(row.order.ends_on, today)).reverse(),
  };
}

/** "Ends today", "Ends tomorrow", "Ends in 5 days"; "Ended yesterday", "Ended 12 days ago". */
export function daysLeftLabel(daysLeft: number): string {
  if (daysLeft === 0) return 'Ends today';
  if (daysLeft === 1) return 'Ends tomorrow';
  if (daysLeft > 1) return `Ends in ${daysLeft} days`;
  if (daysLeft === -1) return 'Ended yesterday';
  return `Ended ${-daysLeft} days ago`;
}
