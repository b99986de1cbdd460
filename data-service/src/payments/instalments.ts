import { chargeAttemptDue, instalmentDueOn, instalmentsPaid } from '@/lib/domain/instalments';
import { IN_FORCE_ORDER_STATUS } from '@/lib/domain/orders';
import { lagosToday } from '@/lib/validation';
import type { Queryable } from '../db/types';
import { toNumber } from '../actions/db/values';
import { DUPLICATE_REFERENCE, GatewayRefusedError, type GatewayTransaction } from './gateway';
import { customerPayerEmail } from './payerEmail';
import { insertPayment, loadPayment } from './paymentRecords';
import { PAYMENT_JOBS, type PaymentJobDependencies } from './services';
import { settlePayment, type SettleOutcome, type SettleResult } from './settle';

/**
 * Collecting postpaid instalments (issue 31, lib/domain/instalments.ts): a daily sweep writes each try of
 * an automatic charge as a PENDING payment (purpose INSTALMENT, its order, instalment and try as its key)
 * with the job that charges it, in one transaction; the job charges the customer's saved card through the
 * gateway under the payment's reference and settles it as every payment is settled (settle.ts: the
 * instalment counted on the order, the agent's commission on the ledger, once).
 *
 * A try is made once, however often the sweep runs. A charge is made once, however often its job runs: the
 * gateway refuses a second transaction under one reference (`duplicate_reference`), so a job run again
 * after its worker died mid-call (kill -9) asks the gateway what became of the first call instead.
 */

/** A try the sweep makes today: the order, the instalment, the try (INSTALMENT_CHARGE_DAYS). */
export interface InstalmentCharge {
  orderId: string;
  instalmentNumber: number;
  chargeAttempt: number;
}

type Candidate = {
  id: string;
  starts_on: string;
  instalments: unknown;
  instalment_kobo: unknown;
  amount_paid_kobo: unknown;
};

/**
 * The next instalment's due date of order `o` in SQL, as lib/domain/instalments.ts counts it (PostgreSQL
 * clamps the day to the month's end too): the sweeps' filter, the domain rule the truth.
 */
export const NEXT_INSTALMENT_DUE_ON_SQL = '(o.starts_on + make_interval(months => (o.amount_paid_kobo / o.instalment_kobo)::int))::date';

/**
 * The tries due on `today` (Lagos): for every postpaid order in force with a reusable saved card and an
 * instalment unpaid, the try of INSTALMENT_CHARGE_DAYS whose day has come for its next instalment.
 * Whether that try (or a later one) was made, or a payment of the instalment is under way or made, is
 * `queueCharge`'s to check, under the order's lock.
 */
export async function dueInstalmentCharges(tx: Queryable, today: string): Promise<InstalmentCharge[]> {
  const { rows } = await tx.query<Candidate>(
    `SELECT o.id, o.starts_on::text AS starts_on, o.instalments, o.instalment_kobo, o.amount_paid_kobo
       FROM public.plan_order o
      WHERE o.status = $1 AND o.billing = 'POSTPAID' AND o.instalment_kobo > 0
        AND o.amount_paid_kobo < o.instalment_kobo * o.instalments
        AND ${NEXT_INSTALMENT_DUE_ON_SQL} <= $2::date
        AND EXISTS (SELECT 1 FROM public.card_authorization a WHERE a.plan_order_id = o.id AND a.reusable)`,
    [IN_FORCE_ORDER_STATUS, today],
  );
  const charges: InstalmentCharge[] = [];
  for (const order of rows) {
    const count = toNumber(order.instalments);
    const paid = instalmentsPaid(toNumber(order.amount_paid_kobo), toNumber(order.instalment_kobo), count);
    if (paid >= count) continue;
    const instalmentNumber = paid + 1;
    const chargeAttempt = chargeAttemptDue(instalmentDueOn(order.starts_on, instalmentNumber), today);
    if (chargeAttempt !== undefined) charges.push({ orderId: order.id, instalmentNumber, chargeAttempt });
  }
  return charges;
}

/**
 * Writes one try as a PENDING card payment of the order's agent, with its charge job, unless the try exists
 * (checked under the order's row lock, so two sweeps take turns). Returns the payment's id, or undefined.
 */
async function queueCharge(tx: Queryable, deps: Pick<PaymentJobDependencies, 'gateway' | 'queue'>, charge: InstalmentCharge, now: Date): Promise<string | undefined> {
  const { rows } = await tx.query<{ partner_id: string; agent_id: string; status: string; instalment_kobo: unknown }>(
    `SELECT partner_id, agent_id, status, instalment_kobo FROM public.plan_order WHERE id = $1 FOR NO KEY UPDATE`,
    [charge.orderId],
  );
  const order = rows[0];
  if (!order || order.status !== IN_FORCE_ORDER_STATUS) return undefined;
  const { rows: existing } = await tx.query(
    `SELECT 1 FROM public.payment
      WHERE plan_order_id = $1 AND purpose = 'INSTALMENT' AND instalment_number = $2
        AND (charge_attempt >= $3 OR status IN ('PENDING', 'SUCCEEDED'))`,
    [charge.orderId, charge.instalmentNumber, charge.chargeAttempt],
  );
  if (existing.length > 0) return undefined;
  const payment = await insertPayment(
    tx,
    {
      partnerId: order.partner_id,
      agentId: order.agent_id,
      planOrderId: charge.orderId,
      purpose: 'INSTALMENT',
      method: 'CARD',
      status: 'PENDING',
      amountKobo: toNumber(order.instalment_kobo),
      idempotencyKey: null,
      gateway: deps.gateway.name,
      instalment: { number: charge.instalmentNumber, chargeAttempt: charge.chargeAttempt },
    },
    now,
    { instalment_number: charge.instalmentNumber, charge_attempt: charge.chargeAttempt },
  );
  await deps.queue.sendInTransaction(tx, PAYMENT_JOBS.instalmentCharge, { paymentId: payment.id }, { singletonKey: payment.id });
  return payment.id;
}

/** The daily sweep: every try due today (Lagos, at `now`), each in its own short transaction. Returns how many it wrote. */
export async function queueInstalmentCharges(deps: Pick<PaymentJobDependencies, 'db' | 'gateway' | 'queue'>, now: Date = new Date()): Promise<number> {
  const today = lagosToday(now);
  const charges = await deps.db.transaction((tx) => dueInstalmentCharges(tx, today));
  let queued = 0;
  for (const charge of charges) {
    if (await deps.db.transaction((tx) => queueCharge(tx, deps, charge, now))) queued += 1;
  }
  return queued;
}

interface ChargeClaim {
  reference: string;
  amountKobo: number;
  authorizationCode: string;
  email: string;
  metadata: Record<string, string>;
}

/**
 * What a charge needs, under the payment's row lock; what settling did when there is nothing to charge
 * (settled already, or settled here: the plan no longer in force, no card to charge). The gateway reference is the
 * payment's own, set before the call so reconciliation can ask about it.
 */
async function claimCharge(tx: Queryable, deps: Pick<PaymentJobDependencies, 'queue' | 'appPublicUrl'>, paymentId: string, now: Date): Promise<ChargeClaim | SettleResult> {
  const payment = await loadPayment(tx, paymentId, { lock: true });
  if (!payment) return 'not-found';
  if (payment.status !== 'PENDING' || payment.purpose !== 'INSTALMENT' || payment.plan_order_id === null) return 'unchanged';
  const { rows } = await tx.query<{ status: string; customer_id: string; email: string | null; partner_code: string; authorization_code: string | null }>(
    `SELECT o.status, c.id AS customer_id, c.email, p.code AS partner_code,
            (SELECT a.authorization_code FROM public.card_authorization a
              WHERE a.plan_order_id = o.id AND a.reusable ORDER BY a.created_at DESC LIMIT 1) AS authorization_code
       FROM public.plan_order o
       JOIN public.customer c ON c.id = o.customer_id
       JOIN public.partner p ON p.id = o.partner_id
      WHERE o.id = $1`,
    [payment.plan_order_id],
  );
  const order = rows[0];
  if (order.status !== IN_FORCE_ORDER_STATUS) {
    return settlePayment(tx, deps, payment.id, { kind: 'abandoned', reason: 'Not charged: the plan is no longer in force' }, 'charge');
  }
  if (order.authorization_code === null) return settlePayment(tx, deps, payment.id, { kind: 'failed', reason: 'No saved card to charge' }, 'charge');
  const reference = payment.gateway_reference ?? payment.reference;
  await tx.query(`UPDATE public.payment SET gateway_reference = $2, gateway_attempt = 1, gateway_call_started_at = $3, updated_at = now() WHERE id = $1`, [
    payment.id,
    reference,
    now.toISOString(),
  ]);
  return {
    reference,
    amountKobo: payment.amount_kobo,
    authorizationCode: order.authorization_code,
    email: customerPayerEmail({ id: order.customer_id, email: order.email }, order.partner_code),
    metadata: { payment_id: payment.id, payment_reference: payment.reference, purpose: payment.purpose },
  };
}

/** What a charge's answer means; null: still under way at the gateway (reconciliation asks again later). */
function outcomeOfCharge(transaction: GatewayTransaction): SettleOutcome | null {
  if (transaction.status === 'success') return { kind: 'paid', transaction };
  if (transaction.status === 'failed' || transaction.status === 'reversed' || transaction.status === 'abandoned') {
    return { kind: 'failed', reason: transaction.gatewayResponse || 'The card was declined', transaction };
  }
  return null;
}

/**
 * The charge job's work: charges one try on the saved card and settles it. The gateway not answering
 * throws (the job runs again later and asks under the same reference); the gateway refusing (it answered:
 * the card expired, the authorization revoked) fails the try. Returns what settling did, or `pending`.
 */
export async function chargeInstalment(deps: PaymentJobDependencies, paymentId: string, now: Date = new Date()): Promise<SettleResult | 'pending'> {
  const claim = await deps.db.transaction((tx) => claimCharge(tx, deps, paymentId, now));
  if (typeof claim === 'string') return claim;
  let transaction: GatewayTransaction | null;
  try {
    transaction = await deps.gateway.chargeAuthorization({
      reference: claim.reference,
      authorizationCode: claim.authorizationCode,
      email: claim.email,
      amountKobo: claim.amountKobo,
      metadata: claim.metadata,
    });
  } catch (error) {
    if (!(error instanceof GatewayRefusedError)) throw error;
    if (error.code !== DUPLICATE_REFERENCE) {
      return deps.db.transaction((tx) => settlePayment(tx, deps, paymentId, { kind: 'failed', reason: error.message }, 'charge'));
    }
    // An earlier run's call reached the gateway (its answer lost, or its worker killed): what became of it.
    transaction = await deps.gateway.verify(claim.reference);
    if (transaction === null) throw new Error(`the gateway refused ${claim.reference} as a duplicate but has no transaction under it`);
  }
  const outcome = outcomeOfCharge(transaction);
  if (outcome === null) {
    await deps.db.query(`UPDATE public.payment SET gateway_call_started_at = NULL WHERE id = $1`, [paymentId]);
    return 'pending';
  }
  return deps.db.transaction((tx) => settlePayment(tx, deps, paymentId, outcome, 'charge'));
}
