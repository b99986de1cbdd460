/**
 * Messages to customers and agents (issue 34), as the data service stores them (`message`, migration 0025):
 * one home for the data service, its tests and the screens; the migration's CHECK lists are compared with these.
 */

/** How a message goes out. SMS now; WhatsApp and e-mail share the table and the queue when they come. */
export const MESSAGE_CHANNELS = ['SMS', 'WHATSAPP', 'EMAIL'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * QUEUED: written with its event, waiting for the queue; SENDING: handed to the provider, no answer yet (a
 * crash here sends it again: a second receipt beats none); SENT: the provider took it; DELIVERED: the phone
 * has it (the provider's report); UNDELIVERED: the provider gave up (switched off, do-not-disturb, expired);
 * FAILED: never taken (refused, or no answer after every retry).
 */
export const MESSAGE_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'DELIVERED', 'UNDELIVERED', 'FAILED'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A status no report changes any more. */
export const FINAL_MESSAGE_STATUSES: readonly MessageStatus[] = ['DELIVERED', 'UNDELIVERED', 'FAILED'];

/** What each status says on the agent's screens. */
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  QUEUED: 'Waiting to send',
  SENDING: 'Sending',
  SENT: 'Sent',
  DELIVERED: 'Delivered',
  UNDELIVERED: 'Not delivered',
  FAILED: 'Not sent',
};

/** The events that write a message, each with the template it uses. */
export const MESSAGE_EVENTS = {
  /** A sale paid for: the customer's receipt with the public proof of cover. */
  SALE_RECEIPT: 'sale-receipt',
} as const;
export type MessageEvent = keyof typeof MESSAGE_EVENTS;

/** What each event's message is called on the agent's screens. */
export const MESSAGE_EVENT_LABELS: Record<MessageEvent, string> = {
  SALE_RECEIPT: 'Receipt and proof of cover',
};

/** The language a message falls back to when the customer's has no text for it yet. */
export const DEFAULT_MESSAGE_LANGUAGE = 'en';
