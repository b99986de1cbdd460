import { excessStanding, type ClaimStatus } from '@/lib/domain/claims';
import { formatMoney } from '@/lib/format/money';
import { paymentMethodLabel } from '@/lib/payments/paymentDisplay';
import type { Queryable } from '../db/types';
import { toNumber } from '../actions/db/values';

/**
 * The claim excess collected (lib/domain/claims.ts, migration 0015): a payment of purpose EXCESS for the
 * claim. Once paid, the claim names the payment (`excess_payment_id`) and its timeline gains an event with
 * it — in one transaction, under the claim's row lock, whichever way the money came (the wallet at once,
 * a card link or a transfer when the gateway confirms it: settle.ts). A second payment finds the excess
 * paid and is given back.
 */

export interface ExcessClaim {
  id: string;
  reference: string;
  status: ClaimStatus;
  partner_id: string;
  agent_id: string;
  excess_kobo: number;
  excess_payment_id: string | null;
  device_label: string;
}

/**
 * The claim, locked (FOR UPDATE: as advance_claim takes it, so a payment and a move take turns); with
 * `owner`, only that agent's. Undefined when there is none.
 */
export async function lockExcessClaim(tx: Queryable, claimId: string, owner?: { agentId: string; partnerId: string }): Promise<ExcessClaim | undefined> {
  const { rows } = await tx.query<Record<string, unknown>>(
    `SELECT c.id, c.reference, c.status, c.partner_id, c.agent_id, c.excess_kobo, c.excess_payment_id, d.brand || ' ' || d.model AS device_label
       FROM public.claim c JOIN public.device d ON d.id = c.device_id
      WHERE c.id = $1 AND ($2::uuid IS NULL OR (c.agent_id = $2 AND c.partner_id = $3))
        FOR UPDATE OF c`,
    [claimId, owner?.agentId ?? null, owner?.partnerId ?? null],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { ...(row as unknown as ExcessClaim), excess_kobo: toNumber(row.excess_kobo), excess_payment_id: (row.excess_payment_id as string | null) ?? null };
}

/** Why the claim's excess cannot be paid now, in words (null: it can). */
export function whyExcessNotPayable(claim: ExcessClaim): string | null {
  const standing = excessStanding({ status: claim.status, excessKobo: claim.excess_kobo, excessPaid: claim.excess_payment_id !== null });
  switch (standing) {
    case 'payable':
      return null;
    case 'paid':
      return `The excess of claim ${claim.reference} is paid already`;
    case 'later':
      return `Claim ${claim.reference} is not approved yet: its excess is paid once it is`;
    default:
      return claim.excess_kobo <= 0 ? `Claim ${claim.reference} has no excess to pay` : `Claim ${claim.reference} is ${claim.status}: it owes no excess`;
  }
}

/** How the claim's timeline names the payment: "Excess of ₦5,000 paid by card (PAY-2026-000123)." */
export function excessPaidNote(payment: { amount_kobo: number; method: string; reference: string }): string {
  const how = payment.method === 'WALLET' ? 'from the agent’s wallet' : `by ${paymentMethodLabel(payment.method).toLowerCase()}`;
  return `Excess of ${formatMoney(payment.amount_kobo)} paid ${how} (${payment.reference}).`;
}

/**
 * The claim's excess is paid by `payment` (the claim locked by the caller): the claim names it, and its
 * timeline gains the event — never dated before the claim's last one (as advance_claim's steps).
 */
export async function recordExcessPaid(
  tx: Queryable,
  claim: ExcessClaim,
  payment: { id: string; amount_kobo: number; method: string; reference: string },
  now: Date,
): Promise<void> {
  const { rows } = await tx.query<{ at: string }>(
    `INSERT INTO public.claim_event (partner_id, claim_id, agent_id, status, note, payment_id, created_at)
     SELECT $1, $2, $3, $4, $5, $6, GREATEST($7::timestamptz, max(created_at) + interval '1 microsecond')
       FROM public.claim_event WHERE claim_id = $2
     RETURNING created_at::text AS at`,
    [claim.partner_id, claim.id, claim.agent_id, claim.status, excessPaidNote(payment), payment.id, now.toISOString()],
  );
  await tx.query('UPDATE public.claim SET excess_payment_id = $2, updated_at = $3 WHERE id = $1', [claim.id, payment.id, rows[0].at]);
}

/**
 * A gateway payment of an excess has come in (settle.ts, the payment's row locked): the claim's excess is
 * paid by it, or — the claim paid by another payment meanwhile, or no longer owing — why not, for the
 * money to be given back.
 */
export async function settleExcessPayment(
  tx: Queryable,
  payment: { id: string; claim_id: string | null; amount_kobo: number; method: string; reference: string },
  now: Date,
): Promise<string | null> {
  const claim = payment.claim_id === null ? undefined : await lockExcessClaim(tx, payment.claim_id);
  if (!claim) return 'the claim it pays for is not found';
  const problem = whyExcessNotPayable(claim);
  if (problem !== null) return problem.charAt(0).toLowerCase() + problem.slice(1);
  if (payment.amount_kobo !== claim.excess_kobo) return `the excess of claim ${claim.reference} is ${formatMoney(claim.excess_kobo)}`;
  await recordExcessPaid(tx, claim, payment, now);
  return null;
}
