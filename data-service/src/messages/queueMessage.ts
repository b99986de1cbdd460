import { MESSAGE_EVENTS, type MessageChannel, type MessageEvent } from '@/lib/domain/messages';
import type { Queryable } from '../db/types';
import type { JobQueue } from '../jobs/queue';
import { renderTemplate } from './messageTemplates';

/** The job that sends one message: `{ messageId }` (jobs/definitions.ts). */
export const SEND_MESSAGE = 'message-send';

export interface MessageToQueue {
  partnerId: string;
  /** The agent whose record it is: who sees it on their screens. */
  agentId: string | null;
  customerId: string | null;
  orderId?: string;
  claimId?: string;
  event: MessageEvent;
  /** One message per key, however often the event is written (e.g. `SALE_RECEIPT:<order id>`). */
  eventKey: string;
  channel: MessageChannel;
  /** E.164 for SMS. */
  recipient: string;
  language: string;
  values: Record<string, string>;
}

/**
 * Writes the message and its send job in the caller's transaction (the outbox): both exist if and only if
 * the event's own writes commit, and a second write of the same event (a retried webhook, a double click)
 * finds its key taken and queues nothing. Returns the new message's id, or null when the event had one.
 */
export async function queueMessage(tx: Queryable, queue: Pick<JobQueue, 'sendInTransaction'>, message: MessageToQueue): Promise<string | null> {
  const template = MESSAGE_EVENTS[message.event];
  const { body, language } = await renderTemplate(tx, message.partnerId, template, message.language, message.values);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO public.message (partner_id, agent_id, customer_id, plan_order_id, claim_id, event, event_key, template, language, channel, recipient, body)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (event_key) DO NOTHING
     RETURNING id`,
    [
      message.partnerId,
      message.agentId,
      message.customerId,
      message.orderId ?? null,
      message.claimId ?? null,
      message.event,
      message.eventKey,
      template,
      language,
      message.channel,
      message.recipient,
      body,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) return null;
  await queue.sendInTransaction(tx, SEND_MESSAGE, { messageId: id });
  return id;
}
