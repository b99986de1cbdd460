import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DeliveryReport } from '../smsProvider';

/**
 * Termii's delivery reports ("Events and Reports", developers.termii.com/events-and-reports): POSTed as JSON
 * to the webhook set in Termii's console, "with an header X-Termii-Signature which is a HMAC SHA512
 * signature of the event payload signed with your secret key". The docs do not say hex or base64; both
 * are taken, each compared in constant time over the exact raw body.
 */
export const TERMII_SIGNATURE_HEADER = 'x-termii-signature';

const SHA512_HEX = /^[0-9a-f]{128}$/i;
const SHA512_BASE64 = /^[A-Za-z0-9+/]{86}={0,2}$/;

/** Whether `signature` is Termii's for these exact bytes. */
export function isTermiiSignatureValid(rawBody: Buffer, signature: string | undefined, secretKey: string): boolean {
  if (typeof signature !== 'string') return false;
  const trimmed = signature.trim();
  let given: Buffer;
  if (SHA512_HEX.test(trimmed)) given = Buffer.from(trimmed, 'hex');
  else if (SHA512_BASE64.test(trimmed)) given = Buffer.from(trimmed, 'base64');
  else return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Termii's report statuses, as its docs list them ("Status of messages sent"), in our words. The field's
 * own description writes "DELIVERED | Message delivered to handset", so a status is matched by its first
 * words, whatever the case. "Received" is an inbound message, not a report on ours: not read.
 */
const STATUS_WORDS: [prefix: string, status: DeliveryReport['status']][] = [
  ['delivered', 'DELIVERED'],
  ['message sent', 'SENT'],
  ['dnd active', 'UNDELIVERED'],
  ['message failed', 'UNDELIVERED'],
  ['rejected', 'UNDELIVERED'],
  ['expired', 'UNDELIVERED'],
];

/** Our status for Termii's words, or null for words it does not document (kept as they came, changing nothing). */
export function termiiReportStatus(words: string): DeliveryReport['status'] | null {
  const lower = words.trim().toLowerCase();
  return STATUS_WORDS.find(([prefix]) => lower.startsWith(prefix))?.[1] ?? null;
}

/** The report in a signed body: its message id and status, or null when the body is no outbound report. */
export function readTermiiReport(rawBody: Buffer): DeliveryReport | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { type, message_id: messageId, status } = body as Record<string, unknown>;
  if (type !== undefined && type !== 'outbound') return null;
  // The id is a long number in the docs' examples: kept as the text it came as.
  const reference = typeof messageId === 'string' ? messageId : typeof messageId === 'number' ? String(messageId) : '';
  if (!/^[0-9A-Za-z-]{1,64}$/.test(reference) || typeof status !== 'string') return null;
  const ours = termiiReportStatus(status);
  return ours === null ? null : { reference, status: ours, providerStatus: status.slice(0, 200) };
}
