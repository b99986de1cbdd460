/**
 * The body of `POST /api/sms/send` as Termii documents it (developers.termii.com/messaging-api): `api_key`,
 * `to`, `from`, `sms`, `type`, `channel` required, `media` optional. The key is checked before this (401);
 * anything here that does not hold is a 400 naming the field.
 */

export const SMS_TYPES = ['plain', 'unicode'] as const;
export const SMS_CHANNELS = ['generic', 'dnd', 'whatsapp'] as const;
export type SmsType = (typeof SMS_TYPES)[number];
export type SmsChannel = (typeof SMS_CHANNELS)[number];

/** "the array takes only 100 phone numbers at a time". */
export const MAX_RECIPIENTS = 100;

export interface SmsRequest {
  /** One or more numbers; a single `to` is a list of one. */
  recipients: string[];
  from: string;
  sms: string;
  type: SmsType;
  channel: SmsChannel;
}

/** International format with no "+" or spaces, as every Termii example writes it ("23490126727"). */
export function isInternationalNumber(value: unknown): value is string {
  return typeof value === 'string' && /^\d{10,15}$/.test(value);
}

/** The request, or the words of the 400. */
export function readSmsRequest(body: Record<string, unknown>): SmsRequest | string {
  const { to, from, sms, type, channel, media } = body;

  let recipients: string[];
  if (Array.isArray(to)) {
    if (to.length === 0) return 'to must name at least one phone number';
    if (to.length > MAX_RECIPIENTS) return `to takes at most ${MAX_RECIPIENTS} phone numbers at a time`;
    if (!to.every(isInternationalNumber)) return 'Each number in to must be 10 to 15 digits in international format, without "+" (e.g. 2348012345678)';
    recipients = to;
  } else if (isInternationalNumber(to)) {
    recipients = [to];
  } else {
    return 'to must be a phone number of 10 to 15 digits in international format, without "+" (e.g. 2348012345678), or an array of them';
  }
  // Termii's rule is "Alphanumeric ... between 3 and 11 characters"; a WhatsApp device name is held to it too.
  if (typeof from !== 'string' || !/^[A-Za-z0-9]{3,11}$/.test(from)) return 'from must be a sender ID of 3 to 11 letters or digits';
  if (typeof sms !== 'string' || sms.trim() === '') return 'sms must be the text of the message';
  if (!SMS_TYPES.includes(type as SmsType)) return `type must be one of ${SMS_TYPES.join(', ')}`;
  if (!SMS_CHANNELS.includes(channel as SmsChannel)) return `channel must be one of ${SMS_CHANNELS.join(', ')}`;
  if (media !== undefined) {
    if (channel !== 'whatsapp') return 'media is only available on the whatsapp channel';
    const url = media && typeof media === 'object' ? (media as { url?: unknown }).url : undefined;
    if (typeof url !== 'string' || url === '') return 'media must be an object with a url';
  }
  return { recipients, from, sms, type: type as SmsType, channel: channel as SmsChannel };
}
