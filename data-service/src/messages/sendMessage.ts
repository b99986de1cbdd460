import type { Database } from '../db/types';
import type { Logger } from '../log';
import { SmsRefusedError, type SmsProvider } from './smsProvider';

/** Tries of one message before it is FAILED; its job's retry limit (jobs/definitions.ts) leaves room for them all. */
export const MAX_SEND_ATTEMPTS = 5;

export interface MessageSending {
  db: Database;
  sms: SmsProvider;
  /** The sender of a brand with no `partner.sms_sender_id` (TERMII_SENDER_ID). */
  defaultSenderId: string;
  log: Logger;
}

/**
 * The `message-send` job: hands one message to the provider, once it is the message's turn.
 *
 * The message is marked SENDING (and its try counted) in a transaction of its own before the call, so no
 * transaction stays open while the provider answers, and SENT with the provider's id after it. A message
 * already SENT or later is left alone (a job run twice sends once). One found SENDING was being sent by a
 * worker that died mid-call: the provider takes no idempotency key, so nobody can know whether it went out,
 * and it is sent again — a customer may get a receipt twice, never none (docs/decisions.md "Messages").
 * No answer (or the provider's 429/5xx) puts it back to QUEUED and throws, so the queue tries again later;
 * after MAX_SEND_ATTEMPTS, or a refusal (a bad number, a sender not registered), it is FAILED with why.
 */
export async function sendMessage(deps: MessageSending, messageId: string): Promise<void> {
  const { rows } = await deps.db.query<{ recipient: string; body: string; channel: string; attempts: number; sender: string | null }>(
    `UPDATE public.message m SET status = 'SENDING', attempts = m.attempts + 1
       FROM public.partner p
      WHERE m.id = $1 AND m.status IN ('QUEUED', 'SENDING') AND p.id = m.partner_id
      RETURNING m.recipient, m.body, m.channel, m.attempts, p.sms_sender_id AS sender`,
    [messageId],
  );
  const message = rows[0];
  if (!message) return;
  if (message.channel !== 'SMS') {
    await fail(deps, messageId, `no provider sends ${message.channel} messages yet`);
    return;
  }
  try {
    const { reference } = await deps.sms.send({ to: message.recipient, from: message.sender ?? deps.defaultSenderId, text: message.body });
    await deps.db.query(
      `UPDATE public.message SET status = 'SENT', provider = $2, provider_reference = $3, sent_at = now(), last_error = NULL
        WHERE id = $1 AND status = 'SENDING'`,
      [messageId, deps.sms.name, reference],
    );
  } catch (error) {
    if (error instanceof SmsRefusedError) {
      await fail(deps, messageId, error.message);
      return;
    }
    const why = `${deps.sms.name} could not be reached (try ${message.attempts} of ${MAX_SEND_ATTEMPTS})`;
    if (message.attempts >= MAX_SEND_ATTEMPTS) {
      await fail(deps, messageId, why);
      return;
    }
    await deps.db.query(`UPDATE public.message SET status = 'QUEUED', last_error = $2 WHERE id = $1 AND status = 'SENDING'`, [messageId, why]);
    throw error;
  }
}

async function fail(deps: MessageSending, messageId: string, why: string): Promise<void> {
  deps.log.warn(`message ${messageId} not sent: ${why}`);
  await deps.db.query(`UPDATE public.message SET status = 'FAILED', last_error = $2 WHERE id = $1 AND status = 'SENDING'`, [messageId, why]);
}
