import { CANCEL_ORDER } from '@/lib/actions/cancelOrder';
import type { ActionOutput } from '@/lib/actions/declareAction';
import { lagosToday } from '@/lib/validation';
import type { Queryable } from '../../db/types';
import type { ActionHandler } from '../../engine/actions/contract';
import type { PaymentServices } from '../../payments/services';
import { agentSession, loadActiveAgent, type AgentSession } from '../db/agentSession';
import { loadOrderToCancel, refuseUnlessCancellable } from '../db/cancellation';
import { endOrder } from '../db/endOrder';
import { claimIdempotencyKey, storeAnswer } from '../db/idempotency';
import { readInput } from '../input';

/**
 * `cancel_order`: the agent cancels one of their plans with a reason. One transaction, under the order's
 * row lock, ended as db/endOrder.ts says (refund through its channel, commission taken back in proportion).
 *
 * Locks, in buy_plan's order: the idempotency key, the order, the agent (wallet).
 */

type CancelOrderOutput = ActionOutput<typeof CANCEL_ORDER>;

async function cancel(tx: Queryable, services: Pick<PaymentServices, 'queue'>, rawInput: Record<string, unknown>, now: Date, agent: AgentSession): Promise<CancelOrderOutput> {
  const today = lagosToday(now);
  const input = readInput(CANCEL_ORDER, rawInput, today);
  await loadActiveAgent(tx, agent);
  const key = await claimIdempotencyKey(tx, {
    key: input.idempotency_key,
    action: 'cancel_order',
    agentId: agent.agentId,
    request: { order_id: input.order_id, reason: input.reason },
  });
  if (key.kind === 'replay') return key.data as CancelOrderOutput;

  const order = await loadOrderToCancel(tx, agent, input.order_id, { lock: true });
  refuseUnlessCancellable(order, today);
  await loadActiveAgent(tx, agent, { lock: true });
  const ended = await endOrder(tx, services, order, { partnerId: agent.partnerId, cancellerId: agent.agentId, reason: input.reason, now });

  const output: CancelOrderOutput = {
    order_id: order.id,
    status: 'CANCELLED',
    refund_kobo: ended.refundKobo,
    clawback_kobo: ended.clawbackKobo,
    basis: ended.basis,
  };
  await storeAnswer(tx, input.idempotency_key, output);
  return output;
}

/** `cancel_order`, with the job queue a gateway refund is sent on. */
export function createCancelOrder(services: Pick<PaymentServices, 'queue'>): ActionHandler {
  return (rawInput, ctx) => cancel(ctx.tx, services, rawInput, ctx.now, agentSession(ctx.session));
}
