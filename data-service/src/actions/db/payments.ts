import type { Queryable } from '../../db/types';
import type { ChargeStatus } from '../rules/card';
import { nextReference } from './references';

export interface PaymentRecord {
  partnerId: string;
  agentId: string;
  planOrderId: string | null;
  purpose: 'PLAN_PURCHASE' | 'WALLET_FUNDING';
  method: 'WALLET' | 'CARD';
  status: ChargeStatus;
  amountKobo: number;
  cardLast4: string | null;
  failureReason: string | null;
  /** The request's key for a payment that went through; a fresh one per failed attempt (which frees the key). */
  idempotencyKey: string;
}

export async function insertPayment(tx: Queryable, payment: PaymentRecord, now: Date): Promise<{ id: string; reference: string }> {
  const reference = await nextReference(tx, 'PAY', now);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO public.payment
       (partner_id, agent_id, plan_order_id, purpose, method, status, amount_kobo, reference, card_last4, failure_reason, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
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
      payment.cardLast4,
      payment.failureReason,
      payment.idempotencyKey,
    ],
  );
  return { id: rows[0].id, reference };
}
