import { CLAIM_STATUSES_NOT_COUNTED, OPEN_CLAIM_STATUSES } from '@/lib/domain/claims';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import type { Queryable } from '../../db/types';
import type { ClaimedOrder, ClaimHistory, CoverGap } from '../rules/claims';
import type { ExcessRules } from '../rules/pricing';
import { ActionError } from '../../engine/actions/contract';
import type { AgentSession } from './agentSession';
import { toNumber, toNumberOrNull, toStringList } from './values';

/** Reading what a claim (or its quote) is about: the agent's order with its plan and device, and the claims on it. */

export interface OrderToClaim extends ClaimedOrder, ExcessRules {
  id: string;
  reference: string;
  device_id: string;
  customer_id: string;
  device_value_kobo: number;
}

/** One of the agent's own orders with its plan's claim rules, or `not-found` on `order_id`. */
export async function loadOrderToClaim(tx: Queryable, agent: AgentSession, orderId: string): Promise<OrderToClaim> {
  const { rows } = await tx.query<Record<string, unknown>>(
    `SELECT o.id, o.reference, o.status, o.starts_on::text AS starts_on, o.ends_on::text AS ends_on, o.device_id, o.customer_id,
            p.name AS plan_name, p.covers, p.claims_per_term, p.excess_kobo, p.theft_excess_rate_bp, d.purchase_price_kobo,
            (SELECT coalesce(json_agg(json_build_object('from_on', g.from_on::text, 'until_on', g.until_on::text) ORDER BY g.from_on), '[]'::json)
               FROM public.cover_gap g WHERE g.order_id = o.id) AS gaps
       FROM public.plan_order o
       JOIN public.plan p ON p.id = o.plan_id
       JOIN public.device d ON d.id = o.device_id
      WHERE o.id = $1 AND o.agent_id = $2 AND o.partner_id = $3`,
    [orderId, agent.agentId, agent.partnerId],
  );
  const row = rows[0];
  if (!row) throw new ActionError('Order not found', ACTION_ERROR_CODES.notFound, { field: 'order_id' });
  return {
    id: String(row.id),
    reference: String(row.reference),
    status: String(row.status),
    starts_on: String(row.starts_on),
    ends_on: String(row.ends_on),
    device_id: String(row.device_id),
    customer_id: String(row.customer_id),
    plan_name: String(row.plan_name),
    covers: toStringList(row.covers),
    claims_per_term: toNumber(row.claims_per_term),
    excess_kobo: toNumber(row.excess_kobo),
    theft_excess_rate_bp: toNumberOrNull(row.theft_excess_rate_bp),
    device_value_kobo: toNumber(row.purchase_price_kobo),
    gaps: toCoverGaps(row.gaps),
  };
}

/**
 * The claims that bear on a new one: how many of the order's claims count against its term (lib/domain's
 * CLAIM_STATUSES_NOT_COUNTED do not), and the device's open claim (OPEN_CLAIM_STATUSES), if any.
 */
export async function loadClaimHistory(tx: Queryable, order: { id: string; device_id: string }): Promise<ClaimHistory> {
  const { rows } = await tx.query<{ used: unknown; open_id: string | null; open_reference: string | null }>(
    `SELECT (SELECT count(*) FROM public.claim WHERE plan_order_id = $1 AND NOT (status = ANY($3::text[]))) AS used,
            open.id AS open_id, open.reference AS open_reference
       FROM (SELECT 1) AS one
       LEFT JOIN LATERAL (
         SELECT id, reference FROM public.claim WHERE device_id = $2 AND status = ANY($4::text[]) LIMIT 1
       ) AS open ON true`,
    [order.id, order.device_id, CLAIM_STATUSES_NOT_COUNTED, OPEN_CLAIM_STATUSES],
  );
  const row = rows[0];
  return {
    claimsUsed: toNumber(row.used),
    openClaim: row.open_id && row.open_reference ? { id: row.open_id, reference: row.open_reference } : undefined,
  };
}

/** The order's lapses as the query gives them (json, or its text on some drivers). */
function toCoverGaps(value: unknown): CoverGap[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(list)) return [];
  return list.map((gap: { from_on: string; until_on: string | null }) => ({ fromOn: gap.from_on, untilOn: gap.until_on ?? null }));
}
