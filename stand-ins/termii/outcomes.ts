/**
 * What happens to messages to a number, set from the control API. The report statuses are the words of
 * Termii's "Status of messages sent" table (developers.termii.com/events-and-reports).
 */

export const RECIPIENT_OUTCOMES = ['delivered', 'failed', 'dnd', 'expired', 'unavailable'] as const;
export type RecipientOutcome = (typeof RECIPIENT_OUTCOMES)[number];

/** Every message starts here: "sent to the telecom providers, but we are yet to get the delivery report". */
export const FIRST_STATUS = 'Message Sent';

/** The delivery report's `status` for each outcome; `unavailable` sends no report (the send itself is a 503). */
export const REPORT_STATUS: Record<Exclude<RecipientOutcome, 'unavailable'>, string> = {
  delivered: 'Delivered',
  failed: 'Message Failed',
  dnd: 'DND Active on Phone Number',
  expired: 'Expired',
};

export function isRecipientOutcome(value: unknown): value is RecipientOutcome {
  return RECIPIENT_OUTCOMES.includes(value as RecipientOutcome);
}
