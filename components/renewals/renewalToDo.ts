import { IN_FORCE_ORDER_STATUS } from '@/lib/domain/orders';
import { RENEWAL_REMINDER_DAYS } from '@/lib/domain/renewalReminders';
import type { Plan_Order_Bool_Exp } from '@/lib/graphql/generated/graphql';
import { daysBetween } from '@/lib/validation/dates';
import { RENEWAL_BOUGHT_STATUSES } from './renewalGroups';
import type { RenewalToDoOrder } from './renewalToDoOrder';

/**
 * The agent's renewal to-do list (issue 31): one item per plan with an open reminder, on the dashboard
 * (the first DASHBOARD_TO_DO_LIMIT) and on the renewals screen (all). One rule for both.
 */

/** The most items the dashboard shows; "All renewals" leads to the rest. */
export const DASHBOARD_TO_DO_LIMIT = 5;

/** The furthest ahead a reminder is queued (30 days): the to-do list's horizon, for its empty state. */
export const TO_DO_HORIZON_DAYS = Math.max(...RENEWAL_REMINDER_DAYS);

/**
 * The orders whose reminder is open on `today` (Lagos): the sweep queued one (`renewal_reminder`), the
 * order is still in force and its cover not ended, and no renewal of it was paid for (the renewals
 * screen's "Renewed", RENEWAL_BOUGHT_STATUSES; one awaiting payment leaves it open, as the sweep does).
 * A `plan_order_bool_exp` variable, so both queries ask the same thing without restating it.
 */
export function renewalToDoWhere(today: string): Plan_Order_Bool_Exp {
  return {
    status: { _eq: IN_FORCE_ORDER_STATUS },
    ends_on: { _gte: today },
    renewal_reminders: {},
    _not: { renewals: { status: { _in: [...RENEWAL_BOUGHT_STATUSES] } } },
  };
}

export interface RenewalToDoItem {
  order: RenewalToDoOrder;
  /** Days from today to the cover's last day: 0 on the day. */
  daysLeft: number;
  /** "Cover ends in 7 days". */
  label: string;
  /** A week or less to go (the 7-day reminder and after): shown as a warning. */
  urgent: boolean;
}

/** The to-do items on `today` (Lagos), most urgent first: the soonest end, then by policy number. */
export function renewalToDoItems(orders: readonly RenewalToDoOrder[], today: string): RenewalToDoItem[] {
  return orders
    .map((order) => {
      const daysLeft = daysBetween(today, order.ends_on);
      return { order, daysLeft, label: coverEndsLabel(daysLeft), urgent: daysLeft <= URGENT_DAYS };
    })
    .sort((a, b) => a.daysLeft - b.daysLeft || a.order.policy_number.localeCompare(b.order.policy_number));
}

// The 7-day reminder's milestone.
const URGENT_DAYS = 7;

/** "Cover ends today", "Cover ends tomorrow", "Cover ends in 30 days", from the real days left. */
export function coverEndsLabel(daysLeft: number): string {
  if (daysLeft < 0) return 'Cover has ended';
  if (daysLeft === 0) return 'Cover ends today';
  if (daysLeft === 1) return 'Cover ends tomorrow';
  return `Cover ends in ${daysLeft} days`;
}
