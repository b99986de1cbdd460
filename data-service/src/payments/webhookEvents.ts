import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types';
import type { GatewayEvent } from './gateway';
import { findPaymentIdByGatewayReference } from './paymentRecords';
import { applyGatewayRefund } from './refunds';
import { PAYMENT_JOBS, type PaymentJobDependencies } from './services';
import { settlePayment, type SettleResult } from './settle';
import { assignWalletAccount, creditAccountTransfer, walletAccountFailed } from './walletAccounts';

/**
 * The gateway's webhooks: an inbox (`gateway_event`) written by the webhook route and read by the
 * `payment-event` job. The route stores a signed event and its job in one transaction and answers at once
 * (the gateway retries a slow answer); the same body again is the same row (sha256 of the raw body), so it
 * makes no second job. The job settles under the payment's row lock, so events in any order, twice or
 * racing confirm_payment and reconciliation, change a payment once.
 */

/** Stores a signed webhook and its job; `duplicate` when this very body came before. */
export async function storeWebhookEvent(
  deps: Pick<PaymentJobDependencies, 'db' | 'queue'>,
  gateway: string,
  rawBody: Buffer,
  event: GatewayEvent,
): Promise<'stored' | 'duplicate'> {
  const dedupeKey = createHash('sha256').update(rawBody).digest('hex');
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody.toString('utf8'));
  } catch {
    payload = { unreadable: rawBody.toString('utf8').slice(0, 10_000) };
  }
  const name = event.kind === 'other' ? event.event : typeof (payload as { event?: unknown }).event === 'string' ? String((payload as { event: string }).event) : event.kind;
  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO public.gateway_event (gateway, event, payload, parsed, dedupe_key) VALUES ($1, $2, $3::jsonb, $4::jsonb, $5)
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      [gateway, name, JSON.stringify(payload), JSON.stringify(event), dedupeKey],
    );
    if (!rows[0]) return 'duplicate';
    await deps.queue.sendInTransaction(tx, PAYMENT_JOBS.event, { eventId: rows[0].id }, { singletonKey: rows[0].id });
    return 'stored';
  });
}

/** The payment an event's transaction is about: by the attempt's reference, else the payment id we sent as metadata. */
async function paymentOf(tx: Queryable, reference: string, metadata: Readonly<Record<string, unknown>>): Promise<string | undefined> {
  const byReference = await findPaymentIdByGatewayReference(tx, reference);
  if (byReference) return byReference;
  const id = metadata.payment_id;
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await tx.query<{ id: string }>(`SELECT id FROM public.payment WHERE id = $1`, [id]);
  return rows[0]?.id;
}

async function act(tx: Queryable, deps: PaymentJobDependencies, event: GatewayEvent, now: Date): Promise<string> {
  switch (event.kind) {
    case 'charge.success': {
      const { transaction } = event;
      const paymentId = await paymentOf(tx, transaction.reference, transaction.metadata);
      if (paymentId) return settlePayment(tx, deps, paymentId, { kind: 'paid', transaction }, 'webhook');
      // Not a payment we started: a transfer into an agent's own account — and only that channel (a checkout
      // by the agent's own e-mail shares the account's customer code, and must never credit this way).
      if (transaction.channel !== 'dedicated_nuban') return 'not-found';
      return creditAccountTransfer(tx, deps.gateway.name, transaction, now);
    }
    case 'charge.failed': {
      const { transaction } = event;
      const paymentId = await paymentOf(tx, transaction.reference, transaction.metadata);
      if (!paymentId) return 'not-found';
      const reason = transaction.gatewayResponse || 'The payment failed';
      return settlePayment(tx, deps, paymentId, { kind: 'failed', reason, transaction }, 'webhook');
    }
    case 'refund':
      return (await applyGatewayRefund(tx, event.refund)) ? 'applied' : 'not-found';
    case 'dedicated_account.assigned':
      return (await assignWalletAccount(tx, event.account)) ? 'assigned' : 'unchanged';
    case 'dedicated_account.failed':
      await walletAccountFailed(tx, event.customerCode, event.reason);
      return 'failed';
    default:
      return 'ignored';
  }
}

/** The `payment-event` job: acts on one stored event, once (its row lock and `processed_at`). */
export async function processWebhookEvent(deps: PaymentJobDependencies, eventId: string, now: Date = new Date()): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ parsed: unknown; processed_at: unknown; event: string }>(
      `SELECT parsed, processed_at, event FROM public.gateway_event WHERE id = $1 FOR UPDATE`,
      [eventId],
    );
    const stored = rows[0];
    if (!stored || stored.processed_at !== null) return 'done-already';
    const event = (typeof stored.parsed === 'string' ? JSON.parse(stored.parsed) : stored.parsed) as GatewayEvent;
    const result: SettleResult | string = await act(tx, deps, event, now);
    await tx.query(`UPDATE public.gateway_event SET processed_at = now() WHERE id = $1`, [eventId]);
    if (result === 'not-found' || result === 'no-account') deps.log.warn(`gateway event ${stored.event} (${eventId}): nothing of ours matches it`);
    return result;
  });
}
