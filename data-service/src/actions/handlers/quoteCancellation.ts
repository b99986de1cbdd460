import type { ActionOutput } from '@/lib/actions/declareAction';
import { QUOTE_CANCELLATION } from '@/lib/actions/quoteCancellation';
import { coolingOffEndsOn, refundChannel } from '@/lib/domain/cancellation';
import { lagosToday } from '@/lib/validation';
import type { ActionHandler } from '../../engine/actions/contract';
import { agentSession } from '../db/agentSession';
import { loadOrderToCancel, refuseUnlessCancellable, workOutCancellation } from '../db/cancellation';
import { readInput } from '../input';

/**
 * `quote_cancellation` (query): what cancelling one of the agent's orders today would give back, through
 * which channel, and what commission it takes back — worked out as `cancel_order` does (actions/db/
 * cancellation), so the figure the agent confirms is the one they get, unless the day changes in between.
 * Refused as `cancel_order` refuses: not found, cancelled already, ended.
 */
export const quoteCancellation: ActionHandler = async (rawInput, ctx): Promise<ActionOutput<typeof QUOTE_CANCELLATION>> => {
  const agent = agentSession(ctx.session);
  const today = lagosToday(ctx.now);
  const input = readInput(QUOTE_CANCELLATION, rawInput, today);
  const order = await loadOrderToCancel(ctx.tx, agent, input.order_id, { lock: false });
  refuseUnlessCancellable(order, today);
  const { terms, payment, refundKobo } = await workOutCancellation(ctx.tx, order, today);
  return {
    order_id: order.id,
    reference: order.reference,
    refund_kobo: refundKobo,
    refund_to: refundChannel(refundKobo, payment?.method),
    clawback_kobo: terms.clawbackKobo,
    basis: terms.basis,
    reason: terms.reason,
    cooling_off_ends_on: coolingOffEndsOn(order.sold_on),
  };
};
