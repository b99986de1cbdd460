import { INSTALMENT_CHARGE_DAYS, instalmentsPaid, REINSTATEMENT_DAYS, reinstatableUntil } from '@/lib/domain/instalments';
import { IN_FORCE_ORDER_STATUS, LAPSED_ORDER_STATUS } from '@/lib/domain/orders';
import { formatDate } from '@/lib/format/date';
import type { PaymentPurpose, PaymentStatus } from '@/lib/domain/payments';
import type { Payment_Bool_Exp, Plan_Order_Bool_Exp } from '@/lib/graphql/generated/graphql';
import { addDays } from '@/lib/validation/dates';
import type { InstalmentToDoOrder } from './instalmentToDoOrder';

/**
 * The agent's unpaid instalments to chase (issue 31), on the to-do list before the renewals: a plan in
 * force whose saved card failed its last try on the next instalment, and a lapsed plan that paying its
 * arrears can still put back in force. The way on is the order's pay link.
 */

/** The most unpaid-instalment items one screen asks for: money first, but never a long list. */
export const INSTALMENT_TO_DO_LIMIT = 20;

/** The last automatic try's index (its failure ends the tries). */
export const LAST_CHARGE_ATTEMPT = INSTALMENT_CHARGE_DAYS.length - 1;

const INSTALMENT: PaymentPurpose = 'INSTALMENT';
const FAILED: PaymentStatus = 'FAILED';

/** A saved card's last automatic try that failed (`$failedTry` of the InstalmentToDoOrder fragment). */
export const FAILED_TRY_WHERE: Payment_Bool_Exp = { purpose: { _eq: INSTALMENT }, status: { _eq: FAILED }, charge_attempt: { _eq: LAST_CHARGE_ATTEMPT } };

/** The orders that may have an unpaid instalment to chase on `today` (Lagos): `instalmentToDoItems` keeps those that do. */
export function instalmentToDoWhere(today: string): Plan_Order_Bool_Exp {
  return {
    billing: { _eq: 'POSTPAID' },
    _or: [
      { status: { _eq: LAPSED_ORDER_STATUS }, lapsed_on: { _gte: addDays(today, -REINSTATEMENT_DAYS) } },
      { status: { _eq: IN_FORCE_ORDER_STATUS }, payments: FAILED_TRY_WHERE },
    ],
  };
}

export interface InstalmentToDoItem {
  order: InstalmentToDoOrder;
  /** "Instalment 2 of 12 unpaid: Insufficient Funds", "Not covered since 12 Nov 2026: pay the arrears by 12 Dec 2026". */
  label: string;
}

/** The items on `today`: lapsed plans first (no cover), then failed instalments; an instalment paid since is gone. */
export function instalmentToDoItems(orders: readonly InstalmentToDoOrder[], today: string): InstalmentToDoItem[] {
  const items: (InstalmentToDoItem & { lapsed: boolean })[] = [];
  for (const order of orders) {
    if (order.status === LAPSED_ORDER_STATUS && order.lapsed_on) {
      if (today > reinstatableUntil(order.lapsed_on)) continue;
      items.push({ order, lapsed: true, label: `Not covered since ${formatDate(order.lapsed_on)}: pay the arrears by ${formatDate(reinstatableUntil(order.lapsed_on))}` });
      continue;
    }
    const failed = order.failed_tries[0];
    const paid = instalmentsPaid(order.amount_paid_kobo, order.instalment_kobo ?? 0, order.instalments);
    if (!failed?.instalment_number || failed.instalment_number <= paid) continue;
    const reason = failed.failure_reason ? `: ${failed.failure_reason.replace(/\.$/, '')}` : '';
    items.push({ order, lapsed: false, label: `Instalment ${failed.instalment_number} of ${order.instalments} unpaid${reason}` });
  }
  return items
    .sort((a, b) => Number(b.lapsed) - Number(a.lapsed) || a.order.policy_number.localeCompare(b.order.policy_number))
    .map(({ order, label }) => ({ order, label }));
}
