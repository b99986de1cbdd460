import type { ActionOutput } from '@/lib/actions/declareAction';
import type { PAYMENT_STATUS } from '@/lib/actions/paymentStatus';
import type { PaymentMethod, PaymentPurpose, PaymentStatus } from '@/lib/domain/payments';
import type { Queryable } from '../db/types';
import { nextReference } from '../actions/db/references';
import { toNumber, toNumberOrNull } from '../actions/db/values';

/** A payment as its screen shows it (`payment_state`). */
export type PaymentState = NonNullable<ActionOutput<typeof PAYMENT_STATUS>>;

/** Where a change of a payment came from (`payment_event.source`). */
export type PaymentEventSource = 'init' | 'verify' | 'webhook' | 'reconcile' | 'refund' | 'charge';

export interface NewPayment {
  partnerId: string;
  agentId: string;
  planOrderId: string | null;
  purpose: PaymentPurpose;
  method: PaymentMethod;
  status: 'PENDING' | 'SUCCEEDED';
  amountKobo: number;
  /** The request's key; null only for a transfer into an agent's own account (recorded from a webhook). */
  idempotencyKey: string | null;
  /** `paystack` for a gateway payment, null from the wallet. */
  gateway: string | null;
  /** An instalment's payment (purpose INSTALMENT): which instalment, and the automatic charge's try (null: the customer pays). */
  instalment?: { number: number; chargeAttempt: number | null };
  /** An excess payment (purpose EXCESS): the claim it pays for. */
  claimId?: string;
}

/** Writes a payment with the next `PAY-` reference, and its first history line. */
export async function insertPayment(tx: Queryable, payment: NewPayment, now: Date, detail: object = {}): Promise<{ id: string; reference: string }> {
  const reference = await nextReference(tx, 'PAY', now);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO public.payment
       (partner_id, agent_id, plan_order_id, purpose, method, status, amount_kobo, reference, idempotency_key, gateway, paid_at,
        instalment_number, charge_attempt, claim_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $6 = 'SUCCEEDED' THEN now() END, $11, $12, $13)
     RETURNING id`,
    [
      payment.partnerId,
      payment.agentId,
      payment.planOrderId,
      payment.purpose,
      payment.method,
      payment.status,
      payment.amountKobo,
      reference,
      payment.idempotencyKey,
      payment.gateway,
      payment.instalment?.number ?? null,
      payment.instalment?.chargeAttempt ?? null,
      payment.claimId ?? null,
    ],
  );
  const id = rows[0].id;
  await recordPaymentEvent(tx, { paymentId: id, partnerId: payment.partnerId, status: payment.status, source: 'init', detail: { reference, ...detail } });
  return { id, reference };
}

/** One line of a payment's history (`payment_event`): never card data. */
export async function recordPaymentEvent(
  tx: Queryable,
  event: { paymentId: string; partnerId: string; status: PaymentStatus; source: PaymentEventSource; detail?: object },
): Promise<void> {
  await tx.query(`INSERT INTO public.payment_event (partner_id, payment_id, status, source, detail) VALUES ($1, $2, $3, $4, $5::jsonb)`, [
    event.partnerId,
    event.paymentId,
    event.status,
    event.source,
    JSON.stringify(event.detail ?? {}),
  ]);
}

/** Money given back counts on the payment (`refunded_kobo`; all of it: REFUNDED). Returns its status after. */
export async function addRefunded(tx: Queryable, paymentId: string, amountKobo: number): Promise<'SUCCEEDED' | 'REFUNDED'> {
  const { rows } = await tx.query<{ status: 'SUCCEEDED' | 'REFUNDED' }>(
    `UPDATE public.payment SET refunded_kobo = refunded_kobo + $2,
            status = CASE WHEN refunded_kobo + $2 >= amount_kobo THEN 'REFUNDED' ELSE status END, updated_at = now()
      WHERE id = $1 RETURNING status`,
    [paymentId, amountKobo],
  );
  return rows[0].status;
}

/** The payment row as settle and the flows read it. */
export interface PaymentRow {
  id: string;
  partner_id: string;
  agent_id: string;
  plan_order_id: string | null;
  purpose: PaymentPurpose;
  method: PaymentMethod;
  status: PaymentStatus;
  amount_kobo: number;
  refunded_kobo: number;
  reference: string;
  gateway: string | null;
  gateway_reference: string | null;
  gateway_attempt: number;
  gateway_transaction_id: string | null;
  checkout_url: string | null;
  transfer_account_number: string | null;
  transfer_expires_at: Date | null;
  ussd_code: string | null;
  flagged_reason: string | null;
  /** An instalment's payment: which instalment (2 for the second). */
  instalment_number: number | null;
  /** An excess payment: the claim it pays for. */
  claim_id: string | null;
  created_at: Date;
}

const PAYMENT_ROW_COLUMNS = `id, partner_id, agent_id, plan_order_id, purpose, method, status, amount_kobo, refunded_kobo, reference, gateway,
  gateway_reference, gateway_attempt, gateway_transaction_id, checkout_url, transfer_account_number, transfer_expires_at, ussd_code, flagged_reason, instalment_number, claim_id, created_at`;

function toPaymentRow(row: Record<string, unknown>): PaymentRow {
  return {
    ...(row as unknown as PaymentRow),
    amount_kobo: toNumber(row.amount_kobo),
    refunded_kobo: toNumber(row.refunded_kobo),
    gateway_attempt: toNumber(row.gateway_attempt),
    instalment_number: toNumberOrNull(row.instalment_number),
    transfer_expires_at: row.transfer_expires_at === null ? null : new Date(row.transfer_expires_at as string | Date),
    created_at: new Date(row.created_at as string | Date),
  };
}

/** A payment by id; with `lock`, its row lock until the transaction ends (every settle takes it first). */
export async function loadPayment(tx: Queryable, id: string, options: { lock?: boolean } = {}): Promise<PaymentRow | undefined> {
  const { rows } = await tx.query(`SELECT ${PAYMENT_ROW_COLUMNS} FROM public.payment WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] && toPaymentRow(rows[0]);
}

/** The payment a gateway reference names: the attempt's reference, or our own (the first attempt's). */
export async function findPaymentIdByGatewayReference(tx: Queryable, reference: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>(`SELECT id FROM public.payment WHERE gateway_reference = $1 OR reference = $1 LIMIT 1`, [reference]);
  return rows[0]?.id;
}

/** Whether the payment still waits for the customer's instructions (the gateway was never reached, or its answer lost). */
export function lacksInstructions(payment: PaymentRow): boolean {
  return payment.status === 'PENDING' && payment.checkout_url === null && payment.transfer_account_number === null && payment.ussd_code === null;
}

const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();

/**
 * `payment_state` of one payment; `owner` limits it to that agent's (null otherwise). What the customer
 * does next (checkout page, account, USSD code) only while the payment is pending.
 */
export async function paymentState(tx: Queryable, paymentId: string, owner?: { agentId: string; partnerId: string }): Promise<PaymentState | null> {
  const { rows } = await tx.query<Record<string, unknown>>(
    `SELECT p.id, p.reference, p.purpose, p.method, p.status, p.amount_kobo, p.refunded_kobo, p.channel, p.gateway_reference,
            p.checkout_url, p.transfer_account_number, p.transfer_account_name, p.transfer_bank_name, p.transfer_expires_at,
            p.ussd_code, p.failure_reason, p.card_last4, p.plan_order_id, o.status AS order_status, p.claim_id, p.updated_at,
            (SELECT w.balance_after_kobo FROM public.wallet_transaction w
              WHERE w.payment_id = p.id AND w.kind = 'FUNDING' ORDER BY w.seq DESC LIMIT 1) AS funded_balance
       FROM public.payment p
       LEFT JOIN public.plan_order o ON o.id = p.plan_order_id
      WHERE p.id = $1 AND ($2::uuid IS NULL OR (p.agent_id = $2 AND p.partner_id = $3))`,
    [paymentId, owner?.agentId ?? null, owner?.partnerId ?? null],
  );
  const row = rows[0];
  if (!row) return null;
  const pending = row.status === 'PENDING';
  const amount = toNumber(row.amount_kobo);
  const transfer =
    pending && row.transfer_account_number !== null
      ? {
          account_number: String(row.transfer_account_number),
          account_name: String(row.transfer_account_name),
          bank_name: String(row.transfer_bank_name),
          amount_kobo: amount,
          expires_at: iso(row.transfer_expires_at),
        }
      : null;
  return {
    payment_id: String(row.id),
    reference: String(row.reference),
    purpose: String(row.purpose),
    method: String(row.method),
    status: String(row.status),
    amount_kobo: amount,
    refunded_kobo: toNumber(row.refunded_kobo),
    channel: (row.channel as string | null) ?? null,
    gateway_reference: (row.gateway_reference as string | null) ?? null,
    checkout_url: pending ? ((row.checkout_url as string | null) ?? null) : null,
    transfer,
    ussd_code: pending ? ((row.ussd_code as string | null) ?? null) : null,
    failure_reason: (row.failure_reason as string | null) ?? null,
    card_last4: (row.card_last4 as string | null) ?? null,
    order_id: (row.plan_order_id as string | null) ?? null,
    order_status: (row.order_status as string | null) ?? null,
    claim_id: (row.claim_id as string | null) ?? null,
    wallet_balance_kobo: toNumberOrNull(row.funded_balance),
    updated_at: iso(row.updated_at),
  };
}
