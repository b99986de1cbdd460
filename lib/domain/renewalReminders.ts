/**
 * Renewal reminders (issue 31): an in-force plan is due for a reminder 30, 7 and 1 days before its last day.
 * One home for the data service's daily sweep (data-service/src/orders/renewalReminders.ts), which queues
 * each once, and the screens that list them.
 */
export const RENEWAL_REMINDER_DAYS = [30, 7, 1] as const;
