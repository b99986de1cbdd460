import { chargeAttemptOn, instalmentDueOn, instalmentsPaid, INSTALMENT_CHARGE_DAYS } from '@/lib/domain/instalments';
import { isPaidOrderStatus } from '@/lib/domain/orders';

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
  /** The order's payments (any order): which paid which instalment, and the automatic charges' tries. */
  payments?: readonly InstalmentPayment[];
}

/** A payment as the schedule reads it. */
export interface InstalmentPayment {
  reference: string;
  /** `PLAN_PURCHASE` pays the first instalment; `INSTALMENT` the one of `instalmentNumber`. */
  purpose: string;
  status: string;
  instalmentNumber: number | null;
  /** The automatic charge's try (0 first), null when the customer paid. */
  chargeAttempt: number | null;
  failureReason: string | null;
}

/**
 * PAID; CHARGING: a charge on the saved card is under way; RETRYING: a try failed and another is due
 * (`nextTryOn`); FAILED: the last try failed; OVERDUE: unpaid and its date has passed, no try failing
 * (no card to charge); DUE: unpaid, its date is today or later.
 */
export type InstalmentState = 'PAID' | 'CHARGING' | 'RETRYING' | 'FAILED' | 'OVERDUE' | 'DUE';

export interface Instalment {
  /** 1 for the first. */
  number: number;
  amountKobo: number;
  /** Lagos `YYYY-MM-DD`. */
  dueOn: string;
  state: InstalmentState;
  /** The payment that paid it (PAID), when the order's payments say which. */
  paidBy: string | null;
  /** RETRYING: the day of the next try on the saved card. */
  nextTryOn: string | null;
  /** RETRYING, FAILED: the last try's refusal, in the bank's words. */
  failureReason: string | null;
}

function paidBy(number: number, payments: readonly InstalmentPayment[]): string | null {
  const paying = payments.find((payment) =>
    number === 1 ? payment.purpose === 'PLAN_PURCHASE' && payment.status === 'SUCCEEDED' : payment.purpose === 'INSTALMENT' && payment.instalmentNumber === number && payment.status === 'SUCCEEDED',
  );
  return paying?.reference ?? null;
}

/** An unpaid instalment's state from its payments (tries in order) on `today`. */
function unpaidState(dueOn: string, tries: readonly InstalmentPayment[], today: string): Pick<Instalment, 'state' | 'nextTryOn' | 'failureReason'> {
  if (tries.some((payment) => payment.status === 'PENDING')) return { state: 'CHARGING', nextTryOn: null, failureReason: null };
  const automatic = tries.filter((payment) => payment.chargeAttempt !== null);
  const last = automatic.reduce<InstalmentPayment | undefined>((latest, payment) => (latest === undefined || (payment.chargeAttempt ?? 0) > (latest.chargeAttempt ?? 0) ? payment : latest), undefined);
  if (last !== undefined) {
    const next = chargeAttemptOn(dueOn, (last.chargeAttempt ?? 0) + 1);
    const failureReason = last.failureReason;
    if (next === undefined || (last.chargeAttempt ?? 0) >= INSTALMENT_CHARGE_DAYS.length - 1) return { state: 'FAILED', nextTryOn: null, failureReason };
    return { state: 'RETRYING', nextTryOn: next < today ? today : next, failureReason };
  }
  return { state: dueOn < today ? 'OVERDUE' : 'DUE', nextTryOn: null, failureReason: null };
}

/**
 * A postpaid order's instalments on `today` (Lagos): one a month from the cover's start (the day clamped
 * to the month's end, lib/domain/instalments), the first `floor(amount paid / instalment)` paid, each
 * unpaid one's state from its charges; none for a prepaid order, nor for one never sold or cancelled
 * (nothing is owed on it).
 */
export function instalmentSchedule(order: InstalmentTerms, today: string): Instalment[] {
  const amountKobo = order.instalmentKobo;
  if (order.billing !== 'POSTPAID' || amountKobo === null || amountKobo <= 0 || !isPaidOrderStatus(order.status)) return [];
  const count = Math.max(0, Math.floor(order.instalments));
  const paid = instalmentsPaid(order.amountPaidKobo, amountKobo, count);
  const payments = order.payments ?? [];
  return Array.from({ length: count }, (_, index): Instalment => {
    const number = index + 1;
    const dueOn = instalmentDueOn(order.startsOn, number);
    if (index < paid) return { number, amountKobo, dueOn, state: 'PAID', paidBy: paidBy(number, payments), nextTryOn: null, failureReason: null };
    const tries = payments.filter((payment) => payment.purpose === 'INSTALMENT' && payment.instalmentNumber === number);
    return { number, amountKobo, dueOn, paidBy: null, ...unpaidState(dueOn, tries, today) };
  });
}

/**
 * The instalment the customer can pay now by link or transfer (`pay_instalment`): the first unpaid one, once
 * it has fallen due, unless the saved card is being charged for it.
 */
export function payableInstalment(schedule: readonly Instalment[], today: string): Instalment | undefined {
  const next = schedule.find((instalment) => instalment.state !== 'PAID');
  if (!next || next.state === 'CHARGING' || next.dueOn > today) return undefined;
  return next;
}
