import { isPaidOrderStatus } from '@/lib/domain/orders';
import { addMonths } from '@/lib/validation/dates';

/** What of an order its instalment schedule is worked out from. */
export interface InstalmentTerms {
  /** The order's status: only a sold order (in force or ended) owes instalments. */
  status: string;
  /** `PREPAID` or `POSTPAID`. */
  billing: string;
  /** The cover's first day, Lagos `YYYY-MM-DD`: the first instalment falls due on it. */
  startsOn: string;
  instalments: number;
  /** Null for prepaid. */
  instalmentKobo: number | null;
  amountPaidKobo: number;
}

/** PAID; OVERDUE: unpaid and its date has passed; DUE: unpaid, its date is today or later. */
export type InstalmentState = 'PAID' | 'OVERDUE' | 'DUE';

export interface Instalment {
  /** 1 for the first. */
  number: number;
  amountKobo: number;
  /** Lagos `YYYY-MM-DD`. */
  dueOn: string;
  state: InstalmentState;
}

/**
 * A postpaid order's instalments on `today` (Lagos): one a month from the cover's start (the day clamped
 * to the month's end), the first `floor(amount paid / instalment)` paid; none for a prepaid order, nor for
 * one never sold or cancelled (nothing is owed on it).
 */
export function instalmentSchedule(order: InstalmentTerms, today: string): Instalment[] {
  const amountKobo = order.instalmentKobo;
  if (order.billing !== 'POSTPAID' || amountKobo === null || amountKobo <= 0 || !isPaidOrderStatus(order.status)) return [];
  const count = Math.max(0, Math.floor(order.instalments));
  const paid = Math.min(count, Math.max(0, Math.floor(order.amountPaidKobo / amountKobo)));
  return Array.from({ length: count }, (_, index) => {
    const dueOn = addMonths(order.startsOn, index);
    const state: InstalmentState = index < paid ? 'PAID' : dueOn < today ? 'OVERDUE' : 'DUE';
    return { number: index + 1, amountKobo, dueOn, state };
  });
}
