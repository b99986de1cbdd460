import { CANCEL_ORDER } from '@/lib/actions/cancelOrder';
import type { ActionOutput } from '@/lib/actions/declareAction';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { formatMoney } from '@/lib/format/money';
import { fullName } from '@/lib/format/name';
import { lagosToday } from '@/lib/validation';
import type { Queryable } from '../../db/types';
import { ActionError, type ActionHandler } from '../../engine/actions/contract';
import type { CancellationRefundJob } from '../../payments/jobs';
import { addRefunded, recordPaymentEvent } from '../../payments/paymentRecords';
import { PAYMENT_JOBS, type PaymentServices } from '../../payments/services';
import { agentSession, loadActiveAgent, type AgentSession } from '../db/agentSession';
import { loadOrderToCancel, refuseUnlessCancellable, workOutCancellation, type OrderToCancel, type PaidPayment } from '../db/cancellation';
import { claimIdempotencyKey, storeAnswer } from '../db/idempotency';
import { toNumber } from '../db/values';
import { clawbackShares, postLedgerEntry, walletThatPaid } from '../db/wallet';
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

/**
 * A wallet payment's refund: back in the wallet that paid (its PURCHASE line's: the canceller's, unless the
 * customer was given to them since) now, and counted on the payment.
 */
async function refundToWallet(tx: Queryable, agent: AgentSession, order: OrderToCancel, payment: PaidPayment, amountKobo: number): Promise<void> {
  await postLedgerEntry(tx, {
    partnerId: agent.partnerId,
    agentId: await walletThatPaid(tx, payment.id, agent.agentId),
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

/**
 * The commission taken back (negative COMMISSION lines) from whoever earned it (commissionEarners: the
 * canceller, unless the customer was given to them since), each in proportion; refused when a wallet holds
 * less than its share.
 */
async function clawBack(tx: Queryable, agent: AgentSession, order: OrderToCancel, clawbackKobo: number): Promise<void> {
  for (const share of await clawbackShares(tx, order.id, agent.agentId, clawbackKobo)) {
    const { rows } = await tx.query<{ wallet_balance_kobo: unknown; first_name: string; last_name: string }>(
      `SELECT wallet_balance_kobo, first_name, last_name FROM public.agent WHERE id = $1 FOR NO KEY UPDATE`,
      [share.agentId],
    );
    const balance = toNumber(rows[0].wallet_balance_kobo);
    if (balance < share.amountKobo) {
      const shortfall = share.amountKobo - balance;
      const own = share.agentId === agent.agentId;
      throw new ActionError(
        own
          ? `Cancelling takes back the ${formatMoney(share.amountKobo)} commission earned on ${order.reference}, and the wallet holds ${formatMoney(balance)}: fund the wallet with at least ${formatMoney(shortfall)} first`
          : `Cancelling takes back the ${formatMoney(share.amountKobo)} commission ${fullName(rows[0])} earned on ${order.reference}, and their wallet holds ${formatMoney(balance)}: ask your operations team to settle it first`,
        ACTION_ERROR_CODES.insufficientWalletBalance,
        { shortfall_kobo: shortfall, amount_due_kobo: share.amountKobo, wallet_balance_kobo: balance },
      );
    }
    await postLedgerEntry(tx, {
      partnerId: agent.partnerId,
      agentId: share.agentId,
      kind: 'COMMISSION',
      amountKobo: -share.amountKobo,
      description: cancellationClawbackDescription(order.reference),
      planOrderId: order.id,
    });
  }
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

  const order = await loadOrderToCancel(tx, agent, input.order_id, { lock: true });
  refuseUnlessCancellable(order, today);
  const { terms: refund, payment, refundKobo } = await workOutCancellation(tx, order, today);

  await tx.query(`UPDATE public.plan_order SET status = 'CANCELLED', cancelled_at = $2, cancel_reason = $3 WHERE id = $1`, [order.id, now.toISOString(), input.reason]);
  await loadActiveAgent(tx, agent, { lock: true });
  if (payment?.method === 'WALLET' && refundKobo > 0) await refundToWallet(tx, agent, order, payment, refundKobo);
  if (refund.clawbackKobo > 0) await clawBack(tx, agent, order, refund.clawbackKobo);
  // Sent last, once nothing can refuse: the job exists if and only if the cancellation commits.
  if (payment && payment.method !== 'WALLET' && refundKobo > 0) {
    const job: CancellationRefundJob = { orderId: order.id, paymentId: payment.id, amountKobo: refundKobo, reason: input.reason };
    await services.queue.sendInTransaction(tx, PAYMENT_JOBS.refundCancelled, job, { singletonKey: order.id });
  }

  const output: CancelOrderOutput = {
    order_id: order.id,
    status: 'CANCELLED',
    refund_kobo: refundKobo,
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
