import { isUuid } from '@/lib/validation/uuid';

/**
 * Our refund's id in Paystack's `merchant_note`, so List Refunds can tell our refund apart after a lost
 * answer: `DeviceCover refund <uuid>: <reason>`. The id comes first, so a note shortened anywhere keeps
 * it; the whole note is kept to 255 characters (Paystack documents no limit: a common column's size).
 */
const MARK = 'DeviceCover refund';
export const MERCHANT_NOTE_MAX_LENGTH = 255;
const ID_IN_NOTE = new RegExp(`^${MARK} ([^:\\s]+)(?::|$)`, 'i');

export function merchantNote(ourRefundId: string, reason: string): string {
  const note = `${MARK} ${ourRefundId}: ${reason}`;
  return note.length <= MERCHANT_NOTE_MAX_LENGTH ? note : `${note.slice(0, MERCHANT_NOTE_MAX_LENGTH - 1)}…`;
}

/** The id `merchantNote` wrote, lower case; `null` for any other note (a refund made on the dashboard). */
export function ourRefundIdIn(note: string | null | undefined): string | null {
  const id = note ? ID_IN_NOTE.exec(note)?.[1] : undefined;
  return isUuid(id) ? id.toLowerCase() : null;
}
