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

/** The agent whose wallet paid `paymentId` (its PURCHASE line's), or `fallback` for a payment no wallet paid. */
export async function walletThatPaid(tx: Queryable, paymentId: string, fallback: string): Promise<string> {
  const { rows } = await tx.query<{ agent_id: string }>(
    `SELECT agent_id FROM public.wallet_transaction WHERE payment_id = $1 AND kind = 'PURCHASE' ORDER BY seq LIMIT 1`,
    [paymentId],
  );
  return rows[0]?.agent_id ?? fallback;
}

export interface ClawbackShare {
  agentId: string;
  amountKobo: number;
}

/**
 * Who gives back `totalKobo` of an order's commission: the agents whose COMMISSION lines on it are still in
 * credit, each in proportion to what it kept (the largest remainders take the odd kobo), in agent id order so
 * that concurrent cancellations lock their wallets in one order.
 * With no line, `fallback` (the canceller) gives it all back.
 */
export async function clawbackShares(tx: Queryable, orderId: string, fallback: string, totalKobo: number): Promise<ClawbackShare[]> {
  const { rows } = await tx.query<{ agent_id: string; kept: unknown }>(
    `SELECT agent_id, sum(amount_kobo) AS kept FROM public.wallet_transaction
      WHERE plan_order_id = $1 AND kind = 'COMMISSION' GROUP BY agent_id HAVING sum(amount_kobo) > 0 ORDER BY agent_id`,
    [orderId],
  );
  const earners = rows.map((row) => ({ agentId: row.agent_id, kept: toNumber(row.kept) }));
  const kept = earners.reduce((sum, earner) => sum + earner.kept, 0);
  if (earners.length === 0 || kept === 0) return [{ agentId: fallback, amountKobo: totalKobo }];
  if (earners.length === 1) return [{ agentId: earners[0].agentId, amountKobo: totalKobo }];
  const exact = earners.map((earner) => (totalKobo * earner.kept) / kept);
  const shares = exact.map(Math.floor);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let left = totalKobo - shares.reduce((sum, share) => sum + share, 0), i = 0; left > 0; left -= 1, i += 1) shares[order[i % order.length].index] += 1;
  return earners.map((earner, index) => ({ agentId: earner.agentId, amountKobo: shares[index] })).filter((share) => share.amountKobo > 0);
}
