import type { ActionOutput } from '@/lib/actions/declareAction';
import { TRANSFER_DEVICE } from '@/lib/actions/transferDevice';
import { OPEN_CLAIM_STATUSES } from '@/lib/domain/claims';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { fullName } from '@/lib/format/name';
import { lagosToday } from '@/lib/validation';
import { ActionError, type ActionHandler } from '../../engine/actions/contract';
import type { PaymentServices } from '../../payments/services';
import { agentSession, loadActiveAgent } from '../db/agentSession';
import { auditActor, recordAudit } from '../db/audit';
import { lockDeviceOrdersToEnd } from '../db/cancellation';
import { endOrder } from '../db/endOrder';
import { toNumber } from '../db/values';
import { readInput } from '../input';

/** What the old owner's ended plans say, as their cancellation's reason (the transfer's own is in the audit log). */
export const TRANSFERRED_REASON = 'The phone was transferred to a new owner';

type TransferOutput = ActionOutput<typeof TRANSFER_DEVICE>;

/**
 * `transfer_device`: one transaction. The phone locked, the new owner found (a customer of the partner), no
 * open claim on the phone; the old owner's plans on it that have not ended are ended as cancellations
 * (db/endOrder.ts: refund by the plan's terms through its channel, commission taken back); the phone moves to
 * the new owner and their agent with the new owner's purchase (so the sale's eligibility reads it). Its
 * orders and claims stay the old owner's. Sent again, a phone that is the customer's already changes nothing.
 */
export function createTransferDevice(services: Pick<PaymentServices, 'queue'>): ActionHandler {
  return async (rawInput, ctx): Promise<TransferOutput> => {
    const ops = agentSession(ctx.session);
    const input = readInput(TRANSFER_DEVICE, rawInput, lagosToday(ctx.now));
    await loadActiveAgent(ctx.tx, ops);
    const { rows: devices } = await ctx.tx.query<Record<string, unknown>>(
      `SELECT d.id, d.customer_id, d.brand, d.model, d.imei, d.purchase_price_kobo, d.purchase_date::text AS purchase_date, c.first_name, c.last_name
         FROM public.device d JOIN public.customer c ON c.id = d.customer_id
        WHERE d.id = $1 AND d.partner_id = $2
          FOR NO KEY UPDATE OF d`,
      [input.device_id, ops.partnerId],
    );
    const device = devices[0];
    if (!device) throw new ActionError(`Device ${input.device_id} not found`, ACTION_ERROR_CODES.notFound, { field: 'device_id' });
    const { rows: owners } = await ctx.tx.query<{ id: string; agent_id: string; first_name: string; last_name: string }>(
      'SELECT id, agent_id, first_name, last_name FROM public.customer WHERE id = $1 AND partner_id = $2',
      [input.to_customer_id, ops.partnerId],
    );
    const owner = owners[0];
    if (!owner) throw new ActionError(`Customer ${input.to_customer_id} not found`, ACTION_ERROR_CODES.notFound, { field: 'to_customer_id' });
    const answer = (cancelled: number, changed: boolean): TransferOutput => ({ device_id: String(device.id), customer_id: owner.id, cancelled_orders: cancelled, changed });
    if (device.customer_id === owner.id) return answer(0, false);

    const { rows: openClaims } = await ctx.tx.query<{ reference: string }>(
      'SELECT reference FROM public.claim WHERE device_id = $1 AND status = ANY($2::text[]) ORDER BY created_at LIMIT 1',
      [device.id, [...OPEN_CLAIM_STATUSES]],
    );
    if (openClaims[0]) {
      throw new ActionError(`Claim ${openClaims[0].reference} is open on this phone: it is finished (or rejected) before the phone changes owner`, ACTION_ERROR_CODES.openClaimExists, {
        field: 'device_id',
      });
    }

    const ended = await lockDeviceOrdersToEnd(ctx.tx, String(device.id), lagosToday(ctx.now));
    for (const order of ended) await endOrder(ctx.tx, services, order, { partnerId: ops.partnerId, cancellerId: ops.agentId, reason: TRANSFERRED_REASON, now: ctx.now });
    await ctx.tx.query('UPDATE public.device SET customer_id = $2, agent_id = $3, purchase_price_kobo = $4, purchase_date = $5 WHERE id = $1', [
      device.id,
      owner.id,
      owner.agent_id,
      input.purchase_price_kobo,
      input.purchase_date,
    ]);
    await recordAudit(ctx.tx, {
      actor: auditActor(ctx.session),
      partnerId: ops.partnerId,
      action: TRANSFER_DEVICE.name,
      record: { table: 'device', id: String(device.id), label: `${String(device.brand)} ${String(device.model)} · ${String(device.imei)}` },
      before: {
        customer_id: device.customer_id,
        owner: fullName({ first_name: String(device.first_name), last_name: String(device.last_name) }),
        purchase_price_kobo: toNumber(device.purchase_price_kobo),
        purchase_date: device.purchase_date,
      },
      after: {
        customer_id: owner.id,
        owner: fullName(owner),
        purchase_price_kobo: input.purchase_price_kobo,
        purchase_date: input.purchase_date,
        reason: input.reason,
        ended_plans: ended.map((order) => order.reference).join(', ') || null,
      },
    });
    return answer(ended.length, true);
  };
}
