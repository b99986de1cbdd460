/**
 * Renewal reminders (issue 31): an in-force plan is due for a reminder 30, 7 and 1 days before its last day.
 * One home for the data service's daily sweep (data-service/src/orders/renewalReminders.ts), which queues
 * each once, and the screens that list them.
 */
export const RENEWAL_REMINDER_DAYS = [30, 7, 1] as const;
export type RenewalReminderDays = (typeof RENEWAL_REMINDER_DAYS)[number];

/**
 * The reminder due for a plan whose cover has `daysLeft` days to run (0 on its last day): the nearest
 * milestone not yet passed, so a sweep that missed a day (a service down) still queues the one that
 * matters now and never a stale one; undefined beyond the first milestone or once the cover has ended.
 */
export function renewalReminderDue(daysLeft: number): RenewalReminderDays | undefined {
  if (daysLeft < 0) return undefined;
  return [...RENEWAL_REMINDER_DAYS].reverse().find((days) => daysLeft <= days);
}
