import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { formatMoney } from '@/lib/format/money';
import type { Queryable } from '../db/types';
import { recordAudit, type AuditActor } from '../actions/db/audit';
import { postLedgerEntry } from '../actions/db/wallet';
import { toNumber } from '../actions/db/values';
import { ActionError } from '../engine/actions/contract';
import type { Logger } from '../log';
import { GatewayRefusedError, GatewayUnavailableError, type GatewayRefund, type PaymentGateway } from './gateway';
import { gatewayCallInFlight } from './gatewayCallInFlight';
import { addRefunded, loadPayment, recordPaymentEvent, type PaymentRow } from './paymentRecords';

/**
 * Giving money back through the gateway's refund API (`payment_refund`), for back office (refund_payment)
 * and for money that came for an order paid already (the `payment-refund-late` job).
 *
 * 1. One transaction, under the payment's row lock: the refund is written PENDING under its idempotency key
 *    (asked again with the key, the same refund answers), checked against what is left to refund (pending
 *    and processed refunds count), and a wallet funding's money leaves the wallet now (REFUND line,
 *    negative; refused when the agent has spent it). The gateway call about to start is marked on the
 *    refund (`gateway_call_started_at`, gatewayCallInFlight.ts): the same refund sent again while the mark
 *    is fresh (a double click, a slow gateway) answers "not answering" and asks nothing. 2. The gateway is
 *    asked, no transaction open; asked again under the same key after no answer (or after a mark older than
 *    the window: a process killed mid-call), it is first asked for the refund it may have made then
 *    (`findRefund`: our id is in its note), and a refund is asked for only if there is none. 3. Its refund
 *    id is stored and the mark cleared (a refusal, a lookup without an answer: cleared too; no answer to the
 *    refund itself keeps it: the gateway may have the refund and not list it yet). The gateway's refund webhook
 *    (or its immediate answer) settles it: PROCESSED adds to the payment's `refunded_kobo` (all of it:
 *    REFUNDED); FAILED puts a wallet funding's money back.
 * A plan purchase's order stays as it is (cancellation is the lifecycle issue's).
 */

export interface RefundRequest {
  paymentId: string;
  /** Part of the payment; all that is left when null. */
  amountKobo: number | null;
  reason: string;
  idempotencyKey: string;
  /** A person's (back office's) refund: written to the audit log with it; the service's own jobs' are not. */
  auditedAs?: AuditActor;
}

export interface RefundState {
  refund_id: string;
  payment_id: string;
  amount_kobo: number;
  status: string;
}

interface RefundRow {
  id: string;
  partner_id: string;
  payment_id: string;
  amount_kobo: number;
  status: 'PENDING' | 'PROCESSED' | 'FAILED';
  gateway_refund_id: string | null;
  created_at: Date;
}

interface Transactions {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

const notAllowed = (message: string) => new ActionError(message, ACTION_ERROR_CODES.refundNotAllowed, { field: 'payment_id' });
const gatewayNotAnswering = (refundId: string) =>
  new ActionError('The payment gateway has not answered for this refund yet: send the same refund again in a minute', ACTION_ERROR_CODES.paymentGatewayUnavailable, {
    refund_id: refundId,
  });
const state = (row: RefundRow): RefundState => ({ refund_id: row.id, payment_id: row.payment_id, amount_kobo: row.amount_kobo, status: row.status });
/** PENDING with no gateway id: the gateway has not answered for it yet (it may never have been asked). */
const unanswered = (row: RefundRow) => row.status === 'PENDING' && row.gateway_refund_id === null;
const endGatewayCall = (tx: Queryable, refundId: string) =>
  tx.query(`UPDATE public.payment_refund SET gateway_call_started_at = NULL WHERE id = $1`, [refundId]);

async function loadRefund(tx: Queryable, where: 'id' | 'idempotency_key' | 'gateway_refund_id', value: string, lock = false): Promise<RefundRow | undefined> {
  const { rows } = await tx.query<Record<string, unknown>>(
    `SELECT id, partner_id, payment_id, amount_kobo, status, gateway_refund_id, created_at FROM public.payment_refund WHERE ${where} = $1${lock ? ' FOR UPDATE' : ''}`,
    [value],
  );
  return rows[0] && ({ ...rows[0], amount_kobo: toNumber(rows[0].amount_kobo), created_at: new Date(rows[0].created_at as string | Date) } as RefundRow);
}

/** Moves a wallet funding's money out of (negative) or back into the wallet, on the ledger. */
async function walletMove(tx: Queryable, payment: PaymentRow, amountKobo: number, description: string): Promise<void> {
  const { rows } = await tx.query<{ wallet_balance_kobo: unknown }>(`SELECT wallet_balance_kobo FROM public.agent WHERE id = $1 FOR NO KEY UPDATE`, [
    payment.agent_id,
  ]);
  const balance = toNumber(rows[0].wallet_balance_kobo);
  if (balance + amountKobo < 0) {
    throw notAllowed(`The wallet holds ${formatMoney(balance)}: the agent has spent this funding, so ${formatMoney(-amountKobo)} cannot be refunded from it`);
  }
  await postLedgerEntry(tx, { partnerId: payment.partner_id, agentId: payment.agent_id, kind: 'REFUND', amountKobo, description, paymentId: payment.id });
}

/**
 * Step 1: the refund written (or found under its key: `again`) and, for a new one, the checks and the
 * wallet's part; the gateway call marked started at `now` unless the gateway has answered for it.
 */
async function reserveRefund(tx: Queryable, request: RefundRequest, now: Date): Promise<{ refund: RefundRow; payment: PaymentRow; again: boolean }> {
  const payment = await loadPayment(tx, request.paymentId, { lock: true });
  const existing = await loadRefund(tx, 'idempotency_key', request.idempotencyKey, true);
  if (existing) {
    if (existing.payment_id !== request.paymentId) {
      throw new ActionError('This idempotency key was already used for a different refund: send a new key', ACTION_ERROR_CODES.idempotencyKeyReused);
    }
    if (unanswered(existing)) {
      // A twin of this request is asking the gateway right now: the gateway cannot show that refund yet, so
      // asking again could refund twice.
      if (await gatewayCallInFlight(tx, 'payment_refund', existing.id, now)) throw gatewayNotAnswering(existing.id);
      await tx.query(`UPDATE public.payment_refund SET gateway_call_started_at = $2 WHERE id = $1`, [existing.id, now.toISOString()]);
    }
    return { refund: existing, payment: payment as PaymentRow, again: true };
  }
  if (!payment) throw new ActionError('Payment not found', ACTION_ERROR_CODES.notFound, { field: 'payment_id' });
  if (payment.gateway === null || payment.gateway === 'sandbox') throw notAllowed(`Payment ${payment.reference} did not go through the payment gateway`);
  if (payment.status !== 'SUCCEEDED') throw notAllowed(`Payment ${payment.reference} is ${payment.status}: only a paid payment can be refunded`);
  const { rows } = await tx.query<{ reserved: unknown }>(
    `SELECT COALESCE(sum(amount_kobo), 0) AS reserved FROM public.payment_refund WHERE payment_id = $1 AND status <> 'FAILED'`,
    [payment.id],
  );
  const left = payment.amount_kobo - toNumber(rows[0].reserved);
  const amount = request.amountKobo ?? left;
  if (amount <= 0 || amount > left) {
    throw new ActionError(`${formatMoney(left)} of payment ${payment.reference} is left to refund`, ACTION_ERROR_CODES.refundNotAllowed, {
      field: 'amount_kobo',
      refundable_kobo: left,
    });
  }
  const inserted = await tx.query<{ id: string; created_at: string | Date }>(
    `INSERT INTO public.payment_refund (partner_id, payment_id, amount_kobo, reason, idempotency_key, gateway_call_started_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at`,
    [payment.partner_id, payment.id, amount, request.reason, request.idempotencyKey, now.toISOString()],
  );
  const refund: RefundRow = {
    id: inserted.rows[0].id,
    partner_id: payment.partner_id,
    payment_id: payment.id,
    amount_kobo: amount,
    status: 'PENDING',
    gateway_refund_id: null,
    created_at: new Date(inserted.rows[0].created_at),
  };
  if (payment.purpose === 'WALLET_FUNDING') {
    await walletMove(tx, payment, -amount, `Refund of wallet funding ${payment.reference} (${payment.gateway_reference ?? payment.reference})`);
  }
  if (request.auditedAs) {
    await recordAudit(tx, {
      actor: request.auditedAs,
      partnerId: payment.partner_id,
      action: 'refund_payment',
      record: { table: 'payment', id: payment.id, label: payment.reference },
      before: { status: payment.status, refunded_kobo: payment.refunded_kobo },
      after: { refund_id: refund.id, amount_kobo: amount, reason: request.reason },
    });
  }
  await recordPaymentEvent(tx, {
    paymentId: payment.id,
    partnerId: payment.partner_id,
    status: payment.status,
    source: 'refund',
    detail: { refund_id: refund.id, amount_kobo: amount, refund_status: 'PENDING', reason: request.reason },
  });
  return { refund, payment, again: false };
}

// How long before our row was written a refund at the gateway is looked for: the two clocks may differ.
const LOOKUP_MARGIN_MS = 15 * 60_000;

/**
 * The refund the gateway may have made when it last did not answer, found by our id in its note. It cannot
 * tell (no answer, or a refusal of the lookup itself): the agent hears "not answering", and nothing is
 * asked for blind, which could refund twice.
 */
async function earlierRefund(gateway: PaymentGateway, log: Logger, refund: RefundRow, transactionReference: string): Promise<GatewayRefund | null> {
  try {
    return await gateway.findRefund({ transactionReference, ourRefundId: refund.id, since: new Date(refund.created_at.getTime() - LOOKUP_MARGIN_MS) });
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError) && !(error instanceof GatewayRefusedError)) throw error;
    log.warn(`refund ${refund.id}: could not look for it at the gateway (${error.message}); not asked again`);
    throw gatewayNotAnswering(refund.id);
  }
}

/** Asks for a refund (the three steps above) and answers where it stands. */
export async function requestRefund(db: Transactions, gateway: PaymentGateway, log: Logger, request: RefundRequest, now: Date): Promise<RefundState> {
  const { refund, payment, again } = await db.transaction((tx) => reserveRefund(tx, request, now));
  // Asked already (its id known) or settled: the same refund.
  if (!unanswered(refund)) return state(refund);
  const transactionReference = payment.gateway_reference ?? payment.reference;

  // Asked before and the gateway did not answer: it may have made the refund all the same. The lookup asks
  // for nothing: without its answer the mark goes, and the next request looks again.
  let earlier: GatewayRefund | null = null;
  if (again) {
    try {
      earlier = await earlierRefund(gateway, log, refund, transactionReference);
    } catch (error) {
      await db.transaction((tx) => endGatewayCall(tx, refund.id));
      throw error;
    }
    if (earlier) log.info(`refund ${refund.id} of ${payment.reference}: the gateway made it (${earlier.id}) when its answer was lost; not asked again`);
  }
  let answer: GatewayRefund;
  try {
    answer = earlier ?? (await gateway.refund({ transactionReference, amountKobo: refund.amount_kobo, note: request.reason, ourRefundId: refund.id }));
  } catch (error) {
    if (error instanceof GatewayRefusedError) {
      log.warn(`refund of ${payment.reference}: the gateway refused it (${error.message})`);
      return db.transaction(async (tx) => state(await settleRefund(tx, refund.id, 'failed', `The gateway refused the refund: ${error.message}`)));
    }
    // No answer to the refund itself: the gateway may have it, and may not list it yet. The mark stays, so
    // the same refund sent again within the window asks nothing, and after it looks first.
    log.warn(`refund ${refund.id} of ${payment.reference}: no answer from the gateway (${error instanceof Error ? error.message : String(error)}); looked for before it is asked again`);
    if (error instanceof GatewayUnavailableError) throw gatewayNotAnswering(refund.id);
    throw error;
  }
  return db.transaction(async (tx) => {
    await tx.query(
      `UPDATE public.payment_refund SET gateway_refund_id = COALESCE(gateway_refund_id, $2), gateway_call_started_at = NULL, updated_at = now() WHERE id = $1`,
      [refund.id, answer.id],
    );
    const applied = await applyGatewayRefund(tx, answer);
    return state(applied ?? { ...refund, gateway_refund_id: answer.id });
  });
}

/** Settles one of our refunds (PENDING only): PROCESSED counts on the payment, FAILED gives a wallet funding's money back. */
async function settleRefund(tx: Queryable, refundId: string, outcome: 'processed' | 'failed', note: string): Promise<RefundRow> {
  const found = (await loadRefund(tx, 'id', refundId)) as RefundRow;
  // The payment's lock first, as step 1 takes it: a refund and its webhook take turns.
  const payment = (await loadPayment(tx, found.payment_id, { lock: true })) as PaymentRow;
  const refund = (await loadRefund(tx, 'id', refundId, true)) as RefundRow;
  if (refund.status !== 'PENDING') return refund;
  const status = outcome === 'processed' ? 'PROCESSED' : 'FAILED';
  await tx.query(`UPDATE public.payment_refund SET status = $2, gateway_call_started_at = NULL, updated_at = now() WHERE id = $1`, [refund.id, status]);
  let paymentStatus = payment.status;
  if (status === 'PROCESSED') {
    paymentStatus = await addRefunded(tx, payment.id, refund.amount_kobo);
  } else if (payment.purpose === 'WALLET_FUNDING') {
    await walletMove(tx, payment, refund.amount_kobo, `Refund of wallet funding ${payment.reference} failed: money back in the wallet`);
  }
  await recordPaymentEvent(tx, {
    paymentId: payment.id,
    partnerId: payment.partner_id,
    status: paymentStatus,
    source: 'refund',
    detail: { refund_id: refund.id, amount_kobo: refund.amount_kobo, refund_status: status, note },
  });
  return { ...refund, status };
}

/**
 * What the gateway says of a refund (its answer, or a refund webhook): found by its id, else (the gateway
 * answered after we stopped waiting) our pending refund of that transaction and amount without an id.
 */
export async function applyGatewayRefund(tx: Queryable, refund: GatewayRefund): Promise<RefundRow | undefined> {
  let ours = await loadRefund(tx, 'gateway_refund_id', refund.id);
  if (!ours) {
    const { rows } = await tx.query<{ id: string }>(
      `SELECT r.id FROM public.payment_refund r JOIN public.payment p ON p.id = r.payment_id
        WHERE (p.gateway_reference = $1 OR p.reference = $1) AND r.amount_kobo = $2 AND r.status = 'PENDING' AND r.gateway_refund_id IS NULL
        ORDER BY r.created_at LIMIT 1`,
      [refund.transactionReference, refund.amountKobo],
    );
    if (!rows[0]) return undefined;
    await tx.query(`UPDATE public.payment_refund SET gateway_refund_id = $2 WHERE id = $1`, [rows[0].id, refund.id]);
    ours = await loadRefund(tx, 'id', rows[0].id);
  }
  if (!ours) return undefined;
  if (refund.status === 'processed') return settleRefund(tx, ours.id, 'processed', 'processed by the gateway');
  if (refund.status === 'failed') return settleRefund(tx, ours.id, 'failed', 'the gateway could not refund');
  return ours;
}
