import type { CancellationBasis } from '@/lib/domain/cancellation';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { formatMoney } from '@/lib/format/money';
import { fullName } from '@/lib/format/name';
import { lagosToday } from '@/lib/validation';
import type { Queryable } from '../../db/types';
import { ActionError } from '../../engine/actions/contract';
import type { CancellationRefundJob } from '../../payments/jobs';
import { addRefunded, recordPaymentEvent } from '../../payments/paymentRecords';
import { PAYMENT_JOBS, type PaymentServices } from '../../payments/services';
import { cancellationClawbackDescription, cancellationRefundDescription } from '../rules/cancellation';
import { workOutCancellation, type OrderToCancel, type PaidPayment } from './cancellation';
import { toNumber } from './values';
import { clawbackShares, postLedgerEntry, walletThatPaid } from './wallet';

/** Who ends an order, and why: the agent cancelling it (cancel_order), or operations moving its phone (transfer_device). */
export interface OrderEnding {
  partnerId: string;
  /** The account that ends it: its wallet gives back commission no ledger line names (an agent's own cancellation). */
  cancellerId: string;
  reason: string;
  now: Date;
}

export interface OrderEnded {
  refundKobo: number;
  clawbackKobo: number;
  basis: CancellationBasis;
}

/**
 * A wallet payment's refund: back in the wallet that paid (its PURCHASE line's: the canceller's, unless the
 * customer was given to them since) now, and counted on the payment.
 */
async function refundToWallet(tx: Queryable, ending: OrderEnding, order: OrderToCancel, payment: PaidPayment, amountKobo: number): Promise<void> {
  await postLedgerEntry(tx, {
    partnerId: ending.partnerId,
    agentId: await walletThatPaid(tx, payment.id, order.agent_id),
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
 * The commission taken back (negative COMMISSION lines) from whoever earned it (clawbackShares: the order's
 * agent, unless the customer was given to them since), each in proportion; refused when a wallet holds less
 * than its share.
 */
async function clawBack(tx: Queryable, ending: OrderEnding, order: OrderToCancel, clawbackKobo: number): Promise<void> {
  for (const share of await clawbackShares(tx, order.id, order.agent_id, clawbackKobo)) {
    const { rows } = await tx.query<{ wallet_balance_kobo: unknown; first_name: string; last_name: string }>(
      `SELECT wallet_balance_kobo, first_name, last_name FROM public.agent WHERE id = $1 FOR NO KEY UPDATE`,
      [share.agentId],
    );
    const balance = toNumber(rows[0].wallet_balance_kobo);
    if (balance < share.amountKobo) {
      const shortfall = share.amountKobo - balance;
      throw new ActionError(
        share.agentId === ending.cancellerId
          ? `Cancelling takes back the ${formatMoney(share.amountKobo)} commission earned on ${order.reference}, and the wallet holds ${formatMoney(balance)}: fund the wallet with at least ${formatMoney(shortfall)} first`
          : `Ending ${order.reference} takes back the ${formatMoney(share.amountKobo)} commission ${fullName(rows[0])} earned on it, and their wallet holds ${formatMoney(balance)}: they fund it with at least ${formatMoney(shortfall)} first`,
        ACTION_ERROR_CODES.insufficientWalletBalance,
        { shortfall_kobo: shortfall, amount_due_kobo: share.amountKobo, wallet_balance_kobo: balance },
      );
    }
    await postLedgerEntry(tx, {
      partnerId: ending.partnerId,
      agentId: share.agentId,
      kind: 'COMMISSION',
      amountKobo: -share.amountKobo,
      description: cancellationClawbackDescription(order.reference),
      planOrderId: order.id,
    });
  }
}

/**
 * Ends `order` as a cancellation does (the order loaded under its lock, and cancellable): CANCELLED with the
 * reason and time; what comes back (lib/domain/cancellation.ts) through the channel it came by — a wallet
 * payment's back to the wallet that paid (REFUND line), a gateway payment's through the gateway by the
 * `payment-refund-cancelled` job, sent in this transaction under a refund key derived from the order (one
 * refund however often it runs); the commission taken back in proportion (negative COMMISSION lines). An
 * unpaid order ends with nothing to give back (money that comes for it later is refunded as late money is).
 */
export async function endOrder(tx: Queryable, services: Pick<PaymentServices, 'queue'>, order: OrderToCancel, ending: OrderEnding): Promise<OrderEnded> {
  const { terms, payment, refundKobo } = await workOutCancellation(tx, order, lagosToday(ending.now));
  await tx.query(`UPDATE public.plan_order SET status = 'CANCELLED', cancelled_at = $2, cancel_reason = $3 WHERE id = $1`, [order.id, ending.now.toISOString(), ending.reason]);
  if (payment?.method === 'WALLET' && refundKobo > 0) await refundToWallet(tx, ending, order, payment, refundKobo);
  if (terms.clawbackKobo > 0) await clawBack(tx, ending, order, terms.clawbackKobo);
  // Sent last, once nothing can refuse: the job exists if and only if the ending commits.
  if (payment && payment.method !== 'WALLET' && refundKobo > 0) {
    const job: CancellationRefundJob = { orderId: order.id, paymentId: payment.id, amountKobo: refundKobo, reason: ending.reason };
    await services.queue.sendInTransaction(tx, PAYMENT_JOBS.refundCancelled, job, { singletonKey: order.id });
  }
  return { refundKobo, clawbackKobo: terms.clawbackKobo, basis: terms.basis };
}
