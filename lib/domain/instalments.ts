import { addDays, addMonths } from '@/lib/validation/dates';

/**
 * Postpaid instalments (issue 31): one home for the data service's charging sweep
 * (data-service/src/payments/instalments.ts) and the order screen. A postpaid order's first instalment is
 * paid at the sale; each later one falls due a month after the one before (counted from the cover's first
 * day, the day clamped to the month's end) and is charged on the customer's saved card on its due day, and
 * again after a failure on the days of INSTALMENT_CHARGE_DAYS.
 */

/**
 * The days after an instalment's due date its automatic charge is tried: on the day, the next day (money
 * often arrives overnight), and two days after that. Three tries, as a card network's soft declines
 * (insufficient funds) are usually retried, and few enough not to look like a bank hammering the card.
 */
export const INSTALMENT_CHARGE_DAYS = [0, 1, 3] as const;

/** The Lagos day instalment `number` (1 for the first) of a cover starting `startsOn` falls due. */
export function instalmentDueOn(startsOn: string, number: number): string {
  return addMonths(startsOn, number - 1);
}

/** How many instalments `amountPaidKobo` pays in full (never more than there are). */
export function instalmentsPaid(amountPaidKobo: number, instalmentKobo: number, instalments: number): number {
  if (instalmentKobo <= 0) return 0;
  return Math.min(Math.max(0, Math.floor(instalments)), Math.max(0, Math.floor(amountPaidKobo / instalmentKobo)));
}

/**
 * The automatic charge due on `today` for an instalment due `dueOn`: the index in INSTALMENT_CHARGE_DAYS of
 * the latest try whose day has come, so a sweep that missed days (a service down) makes the one try that
 * matters now, never the stale ones; undefined before the due day.
 */
export function chargeAttemptDue(dueOn: string, today: string): number | undefined {
  let due: number | undefined;
  INSTALMENT_CHARGE_DAYS.forEach((days, attempt) => {
    if (addDays(dueOn, days) <= today) due = attempt;
  });
  return due;
}

/**
 * Grace: a postpaid plan still covers for this many days after an instalment's due day while it is unpaid
 * (three tries on the card, then ten days for a payment by link or transfer). NAICOM's "no premium, no
 * cover": from the next day the plan has lapsed.
 */
export const GRACE_DAYS = 14;

/**
 * Reinstatement: for this many days after a plan lapsed, paying every instalment due restores its cover,
 * from the day of the payment (the days between stay uncovered). After it, the plan is gone: a new one
 * is sold.
 */
export const REINSTATEMENT_DAYS = 30;

/** The first day without cover when instalment due `dueOn` is still unpaid: the day after the grace period. */
export function lapsesOn(dueOn: string): string {
  return addDays(dueOn, GRACE_DAYS + 1);
}

/** The last day a plan that lapsed on `lapsedOn` can be reinstated. */
export function reinstatableUntil(lapsedOn: string): string {
  return addDays(lapsedOn, REINSTATEMENT_DAYS);
}

/** The day of try `attempt` (0 for the first) of an instalment due `dueOn`; undefined past the last. */
export function chargeAttemptOn(dueOn: string, attempt: number): string | undefined {
  const days = INSTALMENT_CHARGE_DAYS[attempt];
  return days === undefined ? undefined : addDays(dueOn, days);
}
