import { cancellationRefund, isCancellableOrderStatus, type AfterCoolingOffRule, type CancellationRefund } from '@/lib/domain/cancellation';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { hasCoverEnded } from '@/lib/domain/orders';
import type { Queryable } from '../../db/types';
import { ActionError } from '../../engine/actions/contract';
import type { AgentSession } from './agentSession';
import { toNumber } from './values';

/**
 * What cancelling one of the agent's orders would do, worked out the one way for `quote_cancellation` (the
 * order screen asks before the agent confirms) and `cancel_order` (which does it): the order, whether it
 * can be cancelled, what comes back (lib/domain/cancellation) and through which payment.
 */

export interface OrderToCancel {
  id: string;
  /** The agent serving it now. */
  agent_id: string;
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

const ORDER_TO_CANCEL = `SELECT o.id, o.agent_id, o.reference, o.status, o.billing, (o.created_at AT TIME ZONE 'Africa/Lagos')::date::text AS sold_on,
            o.starts_on::text AS starts_on, o.ends_on::text AS ends_on, o.amount_paid_kobo, o.premium_kobo, o.commission_kobo,
            p.refund_after_cooling_off,
            EXISTS (SELECT 1 FROM public.claim c WHERE c.plan_order_id = o.id AND c.status <> 'REJECTED') AS has_claim
       FROM public.plan_order o JOIN public.plan p ON p.id = o.plan_id`;

const toOrderToCancel = (row: Record<string, unknown>): OrderToCancel => ({
  ...(row as unknown as OrderToCancel),
  amount_paid_kobo: toNumber(row.amount_paid_kobo),
  premium_kobo: toNumber(row.premium_kobo),
  commission_kobo: toNumber(row.commission_kobo),
});

/** The agent's order; `lock`: under its row lock (cancelling), else as it is now (a quote). Not found otherwise. */
export async function loadOrderToCancel(tx: Queryable, agent: AgentSession, orderId: string, { lock }: { lock: boolean }): Promise<OrderToCancel> {
  const { rows } = await tx.query<Record<string, unknown>>(
    `${ORDER_TO_CANCEL}
      WHERE o.id = $1 AND o.agent_id = $2 AND o.partner_id = $3
        ${lock ? 'FOR NO KEY UPDATE OF o' : ''}`,
    [orderId, agent.agentId, agent.partnerId],
  );
  if (!rows[0]) throw new ActionError('Order not found', ACTION_ERROR_CODES.notFound, { field: 'order_id' });
  return toOrderToCancel(rows[0]);
}

/** The plans on a device that have not ended (in force, lapsed or awaiting payment), each under its row lock. */
export async function lockDeviceOrdersToEnd(tx: Queryable, deviceId: string, today: string): Promise<OrderToCancel[]> {
  const { rows } = await tx.query<Record<string, unknown>>(
    `${ORDER_TO_CANCEL}
      WHERE o.device_id = $1 AND o.status <> 'CANCELLED'
      ORDER BY o.id
        FOR NO KEY UPDATE OF o`,
    [deviceId],
  );
  return rows.map(toOrderToCancel).filter((order) => isStillCancellable(order, today));
}

/** Still in force, lapsed or awaiting payment, and its cover not ended: what a cancellation can end. */
function isStillCancellable(order: OrderToCancel, today: string): boolean {
  return isCancellableOrderStatus(order.status) && !hasCoverEnded(order.ends_on, today);
}

/** Refuses an order cancelled already, and one whose cover has ended or that never was in force or pending. */
export function refuseUnlessCancellable(order: OrderToCancel, today: string): void {
  if (order.status === 'CANCELLED') {
    throw new ActionError(`Order ${order.reference} is cancelled already`, ACTION_ERROR_CODES.orderAlreadyCancelled, { field: 'order_id' });
  }
  if (!isStillCancellable(order, today)) {
    throw new ActionError(`Order ${order.reference} has ended: only a plan still in force or not yet paid can be cancelled`, ACTION_ERROR_CODES.orderNotCancellable, {
      field: 'order_id',
    });
  }
}

export interface PaidPayment {
  id: string;
  partner_id: string;
  method: string;
  amount_kobo: number;
  refunded_kobo: number;
}

/**
 * The payment that paid the order (a late one, flagged and refunded on its own, aside). Not locked: a paid
 * payment changes only by a refund, which takes its lock itself (a wallet one's by its UPDATE).
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

export interface Cancellation {
  /** What the rules give back and take back, and why. */
  terms: CancellationRefund;
  /** The payment the refund goes back through (none when nothing comes back). */
  payment?: PaidPayment;
  /** What actually goes back: the terms' refund, never more than is left of the payment. */
  refundKobo: number;
}

/** What cancelling `order` today gives back, through which payment; the order must be cancellable. */
export async function workOutCancellation(tx: Queryable, order: OrderToCancel, today: string): Promise<Cancellation> {
  const terms = cancellationRefund({
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
  if (terms.refundKobo <= 0) return { terms, refundKobo: 0 };
  const payment = await paidPayment(tx, order);
  return { terms, payment, refundKobo: Math.min(terms.refundKobo, payment.amount_kobo - payment.refunded_kobo) };
}
