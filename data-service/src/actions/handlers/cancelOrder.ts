import { CANCEL_ORDER } from '@/lib/actions/cancelOrder';
import type { ActionOutput } from '@/lib/actions/declareAction';
import { cancellationRefund, isCancellableOrderStatus, type AfterCoolingOffRule } from '@/lib/domain/cancellation';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { hasCoverEnded } from '@/lib/domain/orders';
import { formatMoney } from '@/lib/format/money';
import { lagosToday } from '@/lib/validation';
import type { Queryable } from '../../db/types';
import { ActionError, type ActionHandler } from '../../engine/actions/contract';
import type { CancellationRefundJob } from '../../payments/jobs';
import { addRefunded, recordPaymentEvent } from '../../payments/paymentRecords';
import { PAYMENT_JOBS, type PaymentServices } from '../../payments/services';
import { agentSession, loadActiveAgent, type AgentSession } from '../db/agentSession';
import { claimIdempotencyKey, storeAnswer } from '../db/idempotency';
import { toNumber } from '../db/values';
import { postLedgerEntry } from '../db/wallet';
import { readInput } from '../input';
import { cancellationClawbackDescription, cancellationRefundDescription } from '../rules/cancellation';

/**
 * `cancel_order`: the agent cancels one of their plans with a reason. One transaction, under the order's
 * row lock: the order CANCELLED with its reason and time; what comes back (lib/domain/cancellation.ts)
 * goes through the channel it came by — a wallet payment's back to the wallet (REFUND line), a gateway
 * payment's through the gateway by the `payment-refund-cancelled` job, sent in this transaction under a
 * refund key derived from the order (one refund however often it runs); the commission taken back in
 * proportion (a negative COMMISSION line). An unpaid order is cancelled with nothing to give back (money
 * that comes for it later is refunded as late money is, payments/settle.ts).
 *
 * Locks, in buy_plan's order: the idempotency key, the order, the agent (wallet).
 */

type CancelOrderOutput = ActionOutput<typeof CANCEL_ORDER>;

interface OrderToCancel {
  id: string;
  reference: string;
  status: string;
  billing: 'PREPAID' | 'POSTPAID';
  sold_on: string;
  starts_on: string;
  ends_on: string;
  amount_paid_kobo: number;
  premium_kobo: number;
  commission_kobo: number;
  refund_after_cooling_off: AfterCoolingOffRule;
  has_claim: boolean;
}

async function loadOrderToCancel(tx: Queryable, agent: AgentSession, orderId: string): Promise<OrderToCancel> {
  const { rows } = await tx.query<Record<string, unknown>>(
    `SELECT o.id, o.reference, o.status, o.billing, (o.created_at AT TIME ZONE 'Africa/Lagos')::date::text AS sold_on,
            o.starts_on::text AS starts_on, o.ends_on::text AS ends_on, o.amount_paid_kobo, o.premium_kobo, o.commission_kobo,
            p.refund_after_cooling_off,
            EXISTS (SELECT 1 FROM public.claim c WHERE c.plan_order_id = o.id AND c.status <> 'REJECTED') AS has_claim
       FROM public.plan_order o JOIN public.plan p ON p.id = o.plan_id
      WHERE o.id = $1 AND o.agent_id = $2 AND o.partner_id = $3
        FOR NO KEY UPDATE OF o`,
    [orderId, agent.agentId, agent.partnerId],
  );
  const row = rows[0];
  if (!row) throw new ActionError('Order not found', ACTION_ERROR_CODES.notFound, { field: 'order_id' });
  return {
    ...(row as unknown as OrderToCancel),
    amount_paid_kobo: toNumber(row.amount_paid_kobo),
    premium_kobo: toNumber(row.premium_kobo),
    commission_kobo: toNumber(row.commission_kobo),
  };
}

function refuseUnlessCancellable(order: OrderToCancel, today: string): void {
  if (order.status === 'CANCELLED') {
    throw new ActionError(`Order ${order.reference} is cancelled already`, ACTION_ERROR_CODES.orderAlreadyCancelled, { field: 'order_id' });
  }
  if (!isCancellableOrderStatus(order.status) || hasCoverEnded(order.ends_on, today)) {
    throw new ActionError(`Order ${order.reference} has ended: only a plan still in force or not yet paid can be cancelled`, ACTION_ERROR_CODES.orderNotCancellable, {
      field: 'order_id',
    });
  }
}

interface PaidPayment {
  id: string;
  partner_id: string;
  method: string;
  amount_kobo: number;
  refunded_kobo: number;
}

/**
 * The payment that paid the order (a late one, flagged and refunded on its own, aside). Not locked: a paid
 * payment changes only by a refund, which takes its lock itself (a wallet one's here, by its UPDATE).
 */
async function paidPayment(tx: Queryable, order: OrderToCancel): Promise<PaidPayment> {
  const { rows } = await tx.query<Record<string, unknown>>(
    `SELECT id, partner_id, method, amount_kobo, refunded_kobo FROM public.payment
      WHERE plan_order_id = $1 AND purpose = 'PLAN_PURCHASE' AND status = 'SUCCEEDED' AND flagged_reason IS NULL
      ORDER BY paid_at NULLS LAST, created_at LIMIT 1`,
    [order.id],
  );
  if (!rows[0]) throw new Error(`order ${order.reference} is paid but has no successful payment`);
  return { ...(rows[0] as unknown as PaidPayment), amount_kobo: toNumber(rows[0].amount_kobo), refunded_kobo: toNumber(rows[0].refunded_kobo) };
}

/** A wallet payment's refund: back in the wallet now, and counted on the payment. */
async function refundToWallet(tx: Queryable, agent: AgentSession, order: OrderToCancel, payment: PaidPayment, amountKobo: number): Promise<void> {
  await postLedgerEntry(tx, {
    partnerId: agent.partnerId,
    agentId: agent.agentId,
    kind: 'REFUND',
    amountKobo,
    description: cancellationRefundDescription(order.reference),
    planOrderId: order.id,
    paymentId: payment.id,
  });
  const status = await addRefunded(tx, payment.id, amountKobo);
  await recordPaymentEvent(tx, {
    paymentId: payment.id,
    partnerId: payment.partner_id,
    status,
    source: 'refund',
    detail: { amount_kobo: amountKobo, refund_status: 'PROCESSED', reason: `Plan ${order.reference} cancelled` },
  });
}

/** The commission taken back (a negative COMMISSION line); refused when the wallet holds less. */
async function clawBack(tx: Queryable, agent: AgentSession, walletId: string, order: OrderToCancel, clawbackKobo: number): Promise<void> {
  const { rows } = await tx.query<{ wallet_balance_kobo: unknown }>(`SELECT wallet_balance_kobo FROM public.agent WHERE id = $1`, [walletId]);
  const balance = toNumber(rows[0].wallet_balance_kobo);
  if (balance < clawbackKobo) {
    const shortfall = clawbackKobo - balance;
    throw new ActionError(
      `Cancelling takes back the ${formatMoney(clawbackKobo)} commission earned on ${order.reference}, and the wallet holds ${formatMoney(balance)}: fund the wallet with at least ${formatMoney(shortfall)} first`,
      ACTION_ERROR_CODES.insufficientWalletBalance,
      { shortfall_kobo: shortfall, amount_due_kobo: clawbackKobo, wallet_balance_kobo: balance },
    );
  }
  await postLedgerEntry(tx, {
    partnerId: agent.partnerId,
    agentId: agent.agentId,
    kind: 'COMMISSION',
    amountKobo: -clawbackKobo,
    description: cancellationClawbackDescription(order.reference),
    planOrderId: order.id,
  });
}

async function cancel(tx: Queryable, services: Pick<PaymentServices, 'queue'>, rawInput: Record<string, unknown>, now: Date, agent: AgentSession): Promise<CancelOrderOutput> {
  const today = lagosToday(now);
  const input = readInput(CANCEL_ORDER, rawInput, today);
  await loadActiveAgent(tx, agent);
  const key = await claimIdempotencyKey(tx, {
    key: input.idempotency_key,
    action: 'cancel_order',
    agentId: agent.agentId,
    request: { order_id: input.order_id, reason: input.reason },
  });
  if (key.kind === 'replay') return key.data as CancelOrderOutput;

  const order = await loadOrderToCancel(tx, agent, input.order_id);
  refuseUnlessCancellable(order, today);
  const refund = cancellationRefund({
    billing: order.billing,
    soldOn: order.sold_on,
    startsOn: order.starts_on,
    endsOn: order.ends_on,
    amountPaidKobo: order.status === 'ACTIVE' ? order.amount_paid_kobo : 0,
    premiumKobo: order.premium_kobo,
    commissionKobo: order.commission_kobo,
    hasClaim: order.has_claim,
    afterCoolingOff: order.refund_after_cooling_off,
    today,
  });

  await tx.query(`UPDATE public.plan_order SET status = 'CANCELLED', cancelled_at = $2, cancel_reason = $3 WHERE id = $1`, [order.id, now.toISOString(), input.reason]);
  const wallet = await loadActiveAgent(tx, agent, { lock: true });
  const payment = refund.refundKobo > 0 ? await paidPayment(tx, order) : undefined;
  const refundKobo = payment ? Math.min(refund.refundKobo, payment.amount_kobo - payment.refunded_kobo) : 0;
  if (payment?.method === 'WALLET' && refundKobo > 0) await refundToWallet(tx, agent, order, payment, refundKobo);
  if (refund.clawbackKobo > 0) await clawBack(tx, agent, wallet.id, order, refund.clawbackKobo);
  // Sent last, once nothing can refuse: the job exists if and only if the cancellation commits.
  if (payment && payment.method !== 'WALLET' && refundKobo > 0) {
    const job: CancellationRefundJob = { orderId: order.id, paymentId: payment.id, amountKobo: refundKobo, reason: input.reason };
    await services.queue.sendInTransaction(tx, PAYMENT_JOBS.refundCancelled, job, { singletonKey: order.id });
  }

  const output: CancelOrderOutput = {
    order_id: order.id,
    status: 'CANCELLED',
    refund_kobo: refund.refundKobo,
    clawback_kobo: refund.clawbackKobo,
    basis: refund.basis,
  };
  await storeAnswer(tx, input.idempotency_key, output);
  return output;
}

/** `cancel_order`, with the job queue a gateway refund is sent on. */
export function createCancelOrder(services: Pick<PaymentServices, 'queue'>): ActionHandler {
  return (rawInput, ctx) => cancel(ctx.tx, services, rawInput, ctx.now, agentSession(ctx.session));
}
