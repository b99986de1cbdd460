import { isInspectionKind, type InspectionKind } from '@/lib/domain/evidence';
import { deviceIneligibility } from '@/lib/validation';
import type { Queryable } from '../../db/types';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { activePlanMessage, coverPeriod, overlaps, renewalProblem, type ActiveOrder, type CoverPeriod } from '../rules/eligibility';
import { ActionError } from '../../engine/actions/contract';
import type { AgentSession } from './agentSession';
import { toNumber, toNumberOrNull, toStringList } from './values';

/** Reading what a quote or a purchase is about: the agent's device, the partner's plans, cover already sold. */

export interface OwnDevice {
  id: string;
  customer_id: string;
  brand: string;
  model: string;
  imei: string;
  purchase_price_kobo: number;
  purchase_date: string;
}

/**
 * One of the agent's own devices. With `lock`, the row stays locked to the end of the transaction:
 * purchases of one device take turns, so two can never both see it without cover.
 */
export async function loadOwnDevice(tx: Queryable, agent: AgentSession, deviceId: string, options: { lock?: boolean } = {}): Promise<OwnDevice> {
  const { rows } = await tx.query<Record<string, unknown>>(
    `SELECT id, customer_id, brand, model, imei, purchase_price_kobo, purchase_date::text AS purchase_date
       FROM public.device WHERE id = $1 AND agent_id = $2 AND partner_id = $3${options.lock ? ' FOR NO KEY UPDATE' : ''}`,
    [deviceId, agent.agentId, agent.partnerId],
  );
  const row = rows[0];
  if (!row) throw new ActionError('Device not found', ACTION_ERROR_CODES.notFound, { field: 'device_id' });
  return {
    id: String(row.id),
    customer_id: String(row.customer_id),
    brand: String(row.brand),
    model: String(row.model),
    imei: String(row.imei),
    purchase_price_kobo: toNumber(row.purchase_price_kobo),
    purchase_date: String(row.purchase_date),
  };
}

export interface PlanRow {
  id: string;
  code: string;
  name: string;
  description: string;
  covers: string[];
  premium_rate_bp: number;
  min_premium_kobo: number;
  excess_kobo: number;
  theft_excess_rate_bp: number | null;
  claims_per_term: number;
  term_months: number;
  /** The inspection photos a sale on it needs (migration 0024). */
  inspection_photos: InspectionKind[];
}

const PLAN_COLUMNS = `id, code, name, description, covers, premium_rate_bp, min_premium_kobo, excess_kobo, theft_excess_rate_bp,
  claims_per_term, term_months, inspection_photos`;

function planOf(row: Record<string, unknown>): PlanRow {
  return {
    id: String(row.id),
    code: String(row.code),
    name: String(row.name),
    description: String(row.description),
    covers: toStringList(row.covers),
    premium_rate_bp: toNumber(row.premium_rate_bp),
    min_premium_kobo: toNumber(row.min_premium_kobo),
    excess_kobo: toNumber(row.excess_kobo),
    theft_excess_rate_bp: toNumberOrNull(row.theft_excess_rate_bp),
    claims_per_term: toNumber(row.claims_per_term),
    term_months: toNumber(row.term_months),
    inspection_photos: toStringList(row.inspection_photos).filter(isInspectionKind),
  };
}

/** The partner's plans on sale, in their display order. */
export async function loadActivePlans(tx: Queryable, partnerId: string): Promise<PlanRow[]> {
  const { rows } = await tx.query<Record<string, unknown>>(
    `SELECT ${PLAN_COLUMNS} FROM public.plan WHERE partner_id = $1 AND active ORDER BY sort_order, name`,
    [partnerId],
  );
  return rows.map(planOf);
}

/** One plan on sale by the partner, or a `not-found` error. */
export async function loadActivePlan(tx: Queryable, partnerId: string, planId: string): Promise<PlanRow> {
  const { rows } = await tx.query<Record<string, unknown>>(`SELECT ${PLAN_COLUMNS} FROM public.plan WHERE id = $1 AND partner_id = $2 AND active`, [
    planId,
    partnerId,
  ]);
  if (!rows[0]) throw new ActionError('This plan is not on sale', ACTION_ERROR_CODES.notFound, { field: 'plan_id' });
  return planOf(rows[0]);
}

export type PartnerRow = {
  code: string;
  name: string;
  policy_prefix: string;
  allow_postpaid_plan: boolean;
};

export async function loadPartner(tx: Queryable, partnerId: string): Promise<PartnerRow> {
  const { rows } = await tx.query<PartnerRow>(`SELECT code, name, policy_prefix, allow_postpaid_plan FROM public.partner WHERE id = $1`, [partnerId]);
  if (!rows[0]) throw new ActionError('Sign in as an agent to do this', ACTION_ERROR_CODES.accessDenied);
  return rows[0];
}

/** Checks `renewal_of_order_id`: the agent's order on the same device, within the renewal window. */
export async function loadRenewedOrder(
  tx: Queryable,
  agent: AgentSession,
  device: OwnDevice,
  orderId: string | null,
  today: string,
): Promise<{ id: string; ends_on: string } | null> {
  if (orderId === null) return null;
  const { rows } = await tx.query<{ id: string; status: string; ends_on: string }>(
    `SELECT id, status, ends_on::text AS ends_on FROM public.plan_order WHERE id = $1 AND agent_id = $2 AND device_id = $3`,
    [orderId, agent.agentId, device.id],
  );
  const order = rows[0];
  if (!order) throw new ActionError('The plan to renew was not found for this device', ACTION_ERROR_CODES.notFound, { field: 'renewal_of_order_id' });
  const problem = renewalProblem(order, today);
  if (problem) throw new ActionError(problem, ACTION_ERROR_CODES.renewalNotAllowed, { field: 'renewal_of_order_id' });
  return { id: order.id, ends_on: order.ends_on };
}

/** ACTIVE orders of the device that have not ended by `from`. */
async function activeOrders(tx: Queryable, deviceId: string, from: string): Promise<ActiveOrder[]> {
  const { rows } = await tx.query<{ reference: string; starts_on: string; ends_on: string }>(
    `SELECT reference, starts_on::text AS starts_on, ends_on::text AS ends_on
       FROM public.plan_order WHERE device_id = $1 AND status = 'ACTIVE' AND ends_on >= $2::date
      ORDER BY ends_on DESC`,
    [deviceId, from],
  );
  return rows;
}

/**
 * The cover a plan of `termMonths` would give the device, or the error saying why it cannot: device
 * value and age (age waived for a renewal), and no overlap with an active plan.
 */
export async function coverFor(
  tx: Queryable,
  device: OwnDevice,
  today: string,
  termMonths: number,
  renewalOf: { ends_on: string } | null,
): Promise<CoverPeriod> {
  const reason = deviceIneligibility(device, today, { renewal: renewalOf !== null });
  if (reason) throw new ActionError(reason, ACTION_ERROR_CODES.deviceNotEligible, { field: 'device_id' });
  const period = coverPeriod(today, termMonths, renewalOf?.ends_on);
  const clash = (await activeOrders(tx, device.id, period.startsOn)).find((order) => overlaps(period, order));
  if (clash) throw new ActionError(activePlanMessage(clash), ACTION_ERROR_CODES.planHasActiveCover, { field: 'device_id' });
  return period;
}
