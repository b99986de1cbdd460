import { z } from 'zod';
import { lagosToday } from '../../../../lib/validation';
import { parseInput, text } from '../input';
import type { ActionHandler } from '../types';

/**
 * `verify_card` (query, public): is this protection card valid? By policy number: the plan, cover
 * dates, device model and a masked IMEI — never anything about the customer. An unknown number, or
 * an order that never became a policy (unpaid), answers null.
 */

const inputSchema = z.object({ code: text });
const POLICY_NUMBER = /^[A-Z]{2,6}-\d{4}-\d{6}$/;

/** Only the last 4 digits of the IMEI, the rest as dots: `•••••••••••7518`. */
export function maskImei(imei: string): string {
  return `${'•'.repeat(Math.max(0, imei.length - 4))}${imei.slice(-4)}`;
}

/** What the card shows: ACTIVE (valid today), NOT_STARTED (a renewal not yet begun), EXPIRED or CANCELLED. */
function cardStatus(orderStatus: string, startsOn: string, endsOn: string, today: string): string {
  if (orderStatus === 'CANCELLED') return 'CANCELLED';
  if (orderStatus === 'EXPIRED' || endsOn < today) return 'EXPIRED';
  if (startsOn > today) return 'NOT_STARTED';
  return 'ACTIVE';
}

export const verifyCard: ActionHandler = async (rawInput, ctx) => {
  const code = parseInput(inputSchema, rawInput).code.trim().toUpperCase();
  if (!POLICY_NUMBER.test(code)) return null;
  const { rows } = await ctx.tx.query<Record<string, string>>(
    `SELECT o.policy_number, o.status, o.starts_on::text AS starts_on, o.ends_on::text AS ends_on,
            p.name AS plan_name, d.brand, d.model, d.imei, pa.name AS partner_name
       FROM public.plan_order o
       JOIN public.plan p ON p.id = o.plan_id
       JOIN public.device d ON d.id = o.device_id
       JOIN public.partner pa ON pa.id = o.partner_id
      WHERE o.policy_number = $1 AND o.status IN ('ACTIVE', 'EXPIRED', 'CANCELLED')`,
    [code],
  );
  const row = rows[0];
  if (!row) return null;
  const status = cardStatus(row.status, row.starts_on, row.ends_on, lagosToday(ctx.now));
  return {
    policy_number: row.policy_number,
    valid: status === 'ACTIVE',
    status,
    partner_name: row.partner_name,
    plan_name: row.plan_name,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    device_brand: row.brand,
    device_model: row.model,
    masked_imei: maskImei(row.imei),
  };
};
