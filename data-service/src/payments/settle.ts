import type { Queryable } from '../db/types';
import { postLedgerEntry } from '../actions/db/wallet';
import { instalmentDueOn, instalmentsPaid, reinstatableUntil } from '@/lib/domain/instalments';
import { IN_FORCE_ORDER_STATUS, LAPSED_ORDER_STATUS } from '@/lib/domain/orders';
import { lagosToday } from '@/lib/validation';
import { toNumber } from '../actions/db/values';
import { coverPeriod, type CoverPeriod } from '../actions/rules/eligibility';
import { commissionKobo } from '../actions/rules/pricing';
import { queueSaleReceipt } from '../messages/saleReceipt';
import { settleExcessPayment } from './excess';
import type { GatewayTransaction } from './gateway';
import { loadPayment, recordPaymentEvent, type PaymentEventSource, type PaymentRow } from './paymentRecords';
import { PAYMENT_JOBS, reconcileAfterSecondsOf, type PaymentServices } from './services';

/**
 * Settling a gateway payment: the one place a payment leaves PENDING on the gateway's word, used by the
 * webhook job, confirm_payment and reconciliation alike (docs/decisions.md "Settling a payment").
 *
 * Under the payment's row lock, so two events for one payment take turns and the second finds it settled:
 * - paid (`success`, amount and currency ours) → SUCCEEDED; a plan's order ACTIVE with its commission, an
 *   instalment counted on its order with its commission, a claim's excess paid (excess.ts), or the wallet
 *   credited (FUNDING, the gateway's reference on the line) — in this transaction, once;
 * - paid with another amount or currency → FAILED and flagged, nothing credited;
 * - paid for an order (an instalment, an excess) that something else paid already → SUCCEEDED, flagged, refunded by a job;
 * - failed → FAILED, abandoned → ABANDONED (only from PENDING), and the order PAYMENT_FAILED unless
 *   another attempt of it is pending or paid.
 * Money beats a failure: a `success` after `failed` or `abandoned` (the customer tried another card on the
 * same checkout page, or paid after reconciliation gave up) still settles it. Every change writes a
 * payment_event; an event that changes nothing writes nothing.
 */

export type SettleOutcome =
  | { kind: 'paid'; transaction: GatewayTransaction }
  | { kind: 'failed'; reason: string; transaction?: GatewayTransaction }
  | { kind: 'abandoned'; reason: string };

export type SettleResult = 'settled' | 'flagged' | 'unchanged' | 'not-found';

/** The currency every amount of ours is in. */
export const OUR_CURRENCY = 'NGN';

/**
 * What a verify answer means for a payment now. `null`: nothing to do yet (still pending at the gateway,
 * or too young to give up on: a checkout page not yet opened reads `abandoned` at Paystack).
 */
export function outcomeOfVerify(
  payment: PaymentRow,
  transaction: GatewayTransaction | null,
  now: Date,
  reconcileAfterSeconds = reconcileAfterSecondsOf({}),
): SettleOutcome | null {
  const oldEnough = now.getTime() - payment.created_at.getTime() >= reconcileAfterSeconds * 1000;
  const transferExpired = payment.transfer_expires_at !== null && payment.transfer_expires_at.getTime() <= now.getTime();
  if (transaction === null) return oldEnough ? { kind: 'abandoned', reason: 'The gateway has no payment under this reference' } : null;
  switch (transaction.status) {
    case 'success':
      return { kind: 'paid', transaction };
    case 'failed':
    case 'reversed':
      return { kind: 'failed', reason: transaction.gatewayResponse || 'The payment failed', transaction };
    case 'abandoned':
      return oldEnough || transferExpired ? { kind: 'abandoned', reason: 'The customer did not complete the payment' } : null;
    default:
      return transferExpired ? { kind: 'abandoned', reason: 'The transfer account expired before the money came' } : null;
  }
}

const CHANNEL_WORDS: Record<string, string> = { card: 'card', bank_transfer: 'bank transfer', dedicated_nuban: 'transfer', ussd: 'USSD', bank: 'bank' };

/** How a ledger line names the money's way in: `card (PAY-2026-000123)`. */
export function fundingDescription(channel: string, gatewayReference: string): string {
  return `Wallet funded by ${CHANNEL_WORDS[channel] ?? channel} (${gatewayReference})`;
}

/** The wallet's FUNDING line for money the gateway took (the agent's row locked first): its way in and reference named. */
export async function postFunding(
  tx: Queryable,
  funding: { partnerId: string; agentId: string; amountKobo: number; paymentId: string },
  transaction: Pick<GatewayTransaction, 'channel' | 'reference'>,
): Promise<void> {
  await postLedgerEntry(tx, { ...funding, kind: 'FUNDING', description: fundingDescription(String(transaction.channel), transaction.reference) });
}

/** Locks the agent row for a ledger change (FOR NO KEY UPDATE, as loadActiveAgent): a suspended agent still gets its money. */
export async function lockAgent(tx: Queryable, agentId: string): Promise<void> {
  await tx.query(`SELECT 1 FROM public.agent WHERE id = $1 FOR NO KEY UPDATE`, [agentId]);
}

async function setStatus(tx: Queryable, payment: PaymentRow, status: 'FAILED' | 'ABANDONED', reason: string, flagged: string | null) {
  await tx.query(
    `UPDATE public.payment SET status = $2, failure_reason = $3, flagged_reason = COALESCE($4, flagged_reason), updated_at = now() WHERE id = $1`,
    [payment.id, status, reason, flagged],
  );
}

/** After an attempt failed: its order is PAYMENT_FAILED unless another attempt of it is pending or paid. */
async function orderAfterFailure(tx: Queryable, payment: PaymentRow): Promise<void> {
  if (payment.plan_order_id === null) return;
  await tx.query(
    `UPDATE public.plan_order o SET status = 'PAYMENT_FAILED'
      WHERE o.id = $1 AND o.status = 'PENDING_PAYMENT'
        AND NOT EXISTS (SELECT 1 FROM public.payment p WHERE p.plan_order_id = o.id AND p.status IN ('PENDING', 'SUCCEEDED'))`,
    [payment.plan_order_id],
  );
}

type OrderRow = {
  id: string;
  agent_id: string;
  partner_id: string;
  customer_id: string;
  device_id: string;
  reference: string;
  status: string;
  billing: string;
  starts_on: string;
  ends_on: string;
};

/**
 * The cover the payment buys: the order's own period, or, paid after the day that period starts (a
 * transfer the next morning, a payment reconciliation found late), the same plan's term from today. Cover
 * is never backdated (`coverPeriod`): the days before the money came are not the customer's.
 */
async function paidPeriod(tx: Queryable, order: OrderRow): Promise<CoverPeriod> {
  const today = lagosToday();
  if (order.starts_on >= today) return { startsOn: order.starts_on, endsOn: order.ends_on };
  const { rows } = await tx.query<{ term_months: unknown }>(
    `SELECT plan.term_months FROM public.plan_order JOIN public.plan ON plan.id = plan_order.plan_id WHERE plan_order.id = $1`,
    [order.id],
  );
  return coverPeriod(today, toNumber(rows[0].term_months));
}

/** Why paid money cannot make this order ACTIVE for `period` (null: it can). */
async function cannotActivate(tx: Queryable, order: OrderRow, period: CoverPeriod): Promise<string | null> {
  if (order.status !== 'PENDING_PAYMENT' && order.status !== 'PAYMENT_FAILED') return `order ${order.reference} is ${order.status} already`;
  const { rows } = await tx.query<{ reference: string }>(
    `SELECT reference FROM public.plan_order
      WHERE device_id = $1 AND id <> $2 AND status = 'ACTIVE' AND starts_on <= $4::date AND ends_on >= $3::date LIMIT 1`,
    [order.device_id, order.id, period.startsOn, period.endsOn],
  );
  return rows[0] ? `the device is covered by order ${rows[0].reference} already` : null;
}

/**
 * The agent's commission on a payment for `order` as one ledger line (the agent's row locked first):
 * "Commission on ORD-…" for the sale, "…, instalment 2 of 12" for a later instalment (with its payment).
 */
async function postCommission(
  tx: Queryable,
  order: { agent_id: string; partner_id: string; reference: string },
  amountKobo: number,
  on: { orderId: string; paymentId?: string; instalment?: string },
): Promise<void> {
  if (amountKobo <= 0) return;
  await lockAgent(tx, order.agent_id);
  await postLedgerEntry(tx, {
    partnerId: order.partner_id,
    agentId: order.agent_id,
    kind: 'COMMISSION',
    amountKobo,
    description: on.instalment ? `Commission on ${order.reference}, ${on.instalment}` : `Commission on ${order.reference}`,
    planOrderId: on.orderId,
    paymentId: on.paymentId,
  });
}

/** Money that came for something it can no longer pay (`problem`, in words): flagged, and given back by a job. */
async function refundUnwanted(tx: Queryable, services: Pick<PaymentServices, 'queue'>, payment: PaymentRow, problem: string): Promise<SettleResult> {
  await tx.query(`UPDATE public.payment SET flagged_reason = $2 WHERE id = $1`, [payment.id, `Paid, but ${problem}: the money is refunded`]);
  await services.queue.sendInTransaction(tx, PAYMENT_JOBS.refundLate, { paymentId: payment.id }, { singletonKey: payment.id });
  return 'flagged';
}

/**
 * An instalment paid (lib/domain/instalments.ts): counted on its order, with the agent's commission on it,
 * only as the order's next instalment while the plan is in force, or lapsed and still reinstatable;
 * anything else is given back. A lapsed plan whose instalments due by today are all paid now is back in
 * force from today (its gap in the cover closed): the days it was lapsed stay uncovered.
 */
async function payInstalment(tx: Queryable, services: Pick<PaymentServices, 'queue'>, payment: PaymentRow): Promise<SettleResult> {
  const { rows } = await tx.query<{
    agent_id: string;
    partner_id: string;
    reference: string;
    status: string;
    starts_on: string;
    lapsed_on: string | null;
    instalments: unknown;
    instalment_kobo: unknown;
    amount_paid_kobo: unknown;
  }>(
    `SELECT agent_id, partner_id, reference, status, starts_on::text AS starts_on, lapsed_on::text AS lapsed_on, instalments, instalment_kobo, amount_paid_kobo
       FROM public.plan_order WHERE id = $1 FOR NO KEY UPDATE`,
    [payment.plan_order_id],
  );
  const order = rows[0];
  const count = toNumber(order.instalments);
  const instalmentKobo = toNumber(order.instalment_kobo);
  const next = instalmentsPaid(toNumber(order.amount_paid_kobo), instalmentKobo, count) + 1;
  const today = lagosToday();
  const reinstatable = order.status === LAPSED_ORDER_STATUS && order.lapsed_on !== null && today <= reinstatableUntil(order.lapsed_on);
  if (order.status !== IN_FORCE_ORDER_STATUS && !reinstatable) {
    const why = order.status === LAPSED_ORDER_STATUS ? `order ${order.reference} lapsed too long ago to be reinstated` : `order ${order.reference} is ${order.status}`;
    return refundUnwanted(tx, services, payment, why);
  }
  if (payment.instalment_number !== next || payment.amount_kobo !== instalmentKobo) {
    return refundUnwanted(tx, services, payment, `instalment ${String(payment.instalment_number)} of order ${order.reference} is paid already`);
  }
  const commission = commissionKobo(payment.amount_kobo);
  await tx.query(`UPDATE public.plan_order SET amount_paid_kobo = amount_paid_kobo + $2, commission_kobo = commission_kobo + $3 WHERE id = $1`, [
    payment.plan_order_id,
    payment.amount_kobo,
    commission,
  ]);
  await postCommission(tx, order, commission, { orderId: String(payment.plan_order_id), paymentId: payment.id, instalment: `instalment ${String(next)} of ${String(count)}` });
  const arrearsPaid = next >= count || instalmentDueOn(order.starts_on, next + 1) > today;
  if (reinstatable && arrearsPaid) {
    await tx.query(`UPDATE public.plan_order SET status = $2, lapsed_on = NULL WHERE id = $1`, [payment.plan_order_id, IN_FORCE_ORDER_STATUS]);
    await tx.query(`UPDATE public.cover_gap SET until_on = $2::date WHERE order_id = $1 AND until_on IS NULL`, [payment.plan_order_id, today]);
  }
  return 'settled';
}

async function payOrder(tx: Queryable, services: Pick<PaymentServices, 'queue' | 'appPublicUrl'>, payment: PaymentRow, transaction: GatewayTransaction): Promise<SettleResult> {
  const { rows } = await tx.query<OrderRow>(
    `SELECT id, agent_id, partner_id, customer_id, device_id, reference, status, billing, starts_on::text AS starts_on, ends_on::text AS ends_on
       FROM public.plan_order WHERE id = $1 FOR NO KEY UPDATE`,
    [payment.plan_order_id],
  );
  const order = rows[0];
  const period = await paidPeriod(tx, order);
  const problem = await cannotActivate(tx, order, period);
  if (problem !== null) return refundUnwanted(tx, services, payment, problem);
  const commission = commissionKobo(payment.amount_kobo);
  await tx.query(
    `UPDATE public.plan_order SET status = 'ACTIVE', amount_paid_kobo = $2, commission_kobo = $3, starts_on = $4::date, ends_on = $5::date WHERE id = $1`,
    [order.id, payment.amount_kobo, commission, period.startsOn, period.endsOn],
  );
  await postCommission(tx, order, commission, { orderId: order.id });
  await queueSaleReceipt(tx, services, order.id);
  // Postpaid: later instalments are charged on this authorization (lifecycle issue). Only the gateway's code.
  const authorization = transaction.authorization;
  if (order.billing === 'POSTPAID' && authorization?.reusable && /^[0-9]{4}$/.test(authorization.last4)) {
    await tx.query(
      `INSERT INTO public.card_authorization
         (partner_id, customer_id, plan_order_id, payment_id, gateway, authorization_code, last4, card_type, bank, reusable, signature)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (payment_id) DO NOTHING`,
      [
        order.partner_id,
        order.customer_id,
        order.id,
        payment.id,
        payment.gateway,
        authorization.authorizationCode,
        authorization.last4,
        authorization.cardType,
        authorization.bank,
        authorization.reusable,
        authorization.signature,
      ],
    );
  }
  return 'settled';
}

/** Settles one payment on the gateway's word, in the caller's transaction (see above). */
export async function settlePayment(
  tx: Queryable,
  services: Pick<PaymentServices, 'queue' | 'appPublicUrl'>,
  paymentId: string,
  outcome: SettleOutcome,
  source: PaymentEventSource,
): Promise<SettleResult> {
  const payment = await loadPayment(tx, paymentId, { lock: true });
  if (!payment) return 'not-found';
  const event = (status: 'SUCCEEDED' | 'FAILED' | 'ABANDONED', detail: object) =>
    recordPaymentEvent(tx, { paymentId: payment.id, partnerId: payment.partner_id, status, source, detail });

  if (outcome.kind !== 'paid') {
    if (payment.status !== 'PENDING') return 'unchanged';
    const status = outcome.kind === 'failed' ? 'FAILED' : 'ABANDONED';
    await setStatus(tx, payment, status, outcome.reason, null);
    await event(status, { reason: outcome.reason, gateway_reference: payment.gateway_reference });
    await orderAfterFailure(tx, payment);
    return 'settled';
  }

  const { transaction } = outcome;
  if (payment.status === 'SUCCEEDED' || payment.status === 'REFUNDED' || payment.flagged_reason !== null) {
    if (payment.gateway_transaction_id === null || payment.gateway_transaction_id === transaction.id) return 'unchanged';
    // Money under another of this payment's attempts (two references, both paid): kept in the history for
    // people to give back; the payment is paid once.
    await event('SUCCEEDED', { second_transaction_id: transaction.id, gateway_reference: transaction.reference, amount_kobo: transaction.amountKobo, flagged: 'paid twice' });
    return 'flagged';
  }

  const detail = {
    gateway_reference: transaction.reference,
    gateway_transaction_id: transaction.id,
    channel: transaction.channel,
    amount_kobo: transaction.amountKobo,
    currency: transaction.currency,
    gateway_response: transaction.gatewayResponse,
  };
  if (transaction.amountKobo !== payment.amount_kobo || transaction.currency !== OUR_CURRENCY) {
    const flagged = `The gateway reported ${transaction.currency} ${String(transaction.amountKobo)} kobo for a payment of ${OUR_CURRENCY} ${String(payment.amount_kobo)} kobo`;
    await setStatus(tx, payment, 'FAILED', 'The amount paid is not the amount due', flagged);
    await event('FAILED', { ...detail, flagged });
    await orderAfterFailure(tx, payment);
    return 'flagged';
  }

  const cardLast4 = transaction.authorization && /^[0-9]{4}$/.test(transaction.authorization.last4) ? transaction.authorization.last4 : null;
  await tx.query(
    `UPDATE public.payment
        SET status = 'SUCCEEDED', failure_reason = NULL, paid_at = COALESCE($2::timestamptz, now()), channel = $3,
            card_last4 = COALESCE($4, card_last4), gateway_transaction_id = $5, updated_at = now()
      WHERE id = $1`,
    [payment.id, transaction.paidAt, transaction.channel, transaction.channel === 'card' ? cardLast4 : null, transaction.id],
  );
  let result: SettleResult = 'settled';
  if (payment.purpose === 'PLAN_PURCHASE' && payment.plan_order_id !== null) {
    result = await payOrder(tx, services, payment, transaction);
  } else if (payment.purpose === 'INSTALMENT' && payment.plan_order_id !== null) {
    result = await payInstalment(tx, services, payment);
  } else if (payment.purpose === 'EXCESS') {
    const problem = await settleExcessPayment(tx, payment, new Date());
    if (problem !== null) result = await refundUnwanted(tx, services, payment, problem);
  } else if (payment.purpose === 'WALLET_FUNDING') {
    await lockAgent(tx, payment.agent_id);
    await postFunding(tx, { partnerId: payment.partner_id, agentId: payment.agent_id, amountKobo: payment.amount_kobo, paymentId: payment.id }, transaction);
  }
  await event('SUCCEEDED', result === 'flagged' ? { ...detail, flagged: `${payment.purpose === 'EXCESS' ? 'excess' : 'order'} paid already: refunded` } : detail);
  return result;
}

/** Pending gateway payments older than the reconciliation delay (the sweep's list), oldest first. */
export async function overduePendingPayments(tx: Queryable, now: Date, reconcileAfterSeconds = reconcileAfterSecondsOf({}), limit = 200): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM public.payment
      WHERE status = 'PENDING' AND gateway IS NOT NULL AND created_at <= $1::timestamptz - make_interval(secs => $2)
      ORDER BY created_at LIMIT $3`,
    [now.toISOString(), reconcileAfterSeconds, limit],
  );
  return rows.map((row) => row.id);
}
