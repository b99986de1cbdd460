import type { Queryable } from '../../db/types';
import { toNumber } from './values';

export type LedgerKind = 'FUNDING' | 'PURCHASE' | 'COMMISSION' | 'REFUND' | 'EXCESS';

export interface LedgerEntry {
  partnerId: string;
  agentId: string;
  kind: LedgerKind;
  /** Signed: credits positive, a purchase negative. */
  amountKobo: number;
  description: string;
  planOrderId?: string | null;
  paymentId?: string | null;
}

/**
 * Moves the agent's balance and writes the ledger line with the running balance, in the caller's
 * transaction. The caller holds the agent row lock (`loadActiveAgent(…, { lock: true })`), so entries
 * of one agent are written one at a time; the table's `agent_wallet_not_negative` check is the last
 * guard against going below zero. `created_at` is the moment of posting (not the transaction's start),
 * so time order and running-balance order agree even between concurrent requests.
 */
export async function postLedgerEntry(tx: Queryable, entry: LedgerEntry): Promise<{ id: string; balanceAfterKobo: number }> {
  const updated = await tx.query<{ wallet_balance_kobo: unknown }>(
    `UPDATE public.agent SET wallet_balance_kobo = wallet_balance_kobo + $2 WHERE id = $1 RETURNING wallet_balance_kobo`,
    [entry.agentId, entry.amountKobo],
  );
  const balanceAfterKobo = toNumber(updated.rows[0].wallet_balance_kobo);
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO public.wallet_transaction
       (partner_id, agent_id, kind, amount_kobo, balance_after_kobo, description, plan_order_id, payment_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, clock_timestamp())
     RETURNING id`,
    [entry.partnerId, entry.agentId, entry.kind, entry.amountKobo, balanceAfterKobo, entry.description, entry.planOrderId ?? null, entry.paymentId ?? null],
  );
  return { id: inserted.rows[0].id, balanceAfterKobo };
}
