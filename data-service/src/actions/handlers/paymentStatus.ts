import type { ActionOutput } from '@/lib/actions/declareAction';
import { PAYMENT_STATUS } from '@/lib/actions/paymentStatus';
import { lagosToday } from '@/lib/validation';
import { agentSession } from '../db/agentSession';
import { readInput } from '../input';
import type { ActionHandler } from '../../engine/actions/contract';
import { paymentState } from '../../payments/paymentRecords';

/** `payment_status` (query): one of the agent's payments as stored now; null for anyone else's or none. Reads only. */
export const paymentStatus: ActionHandler = async (rawInput, ctx): Promise<ActionOutput<typeof PAYMENT_STATUS>> => {
  const agent = agentSession(ctx.session);
  const input = readInput(PAYMENT_STATUS, rawInput, lagosToday(ctx.now));
  return paymentState(ctx.tx, input.payment_id, agent);
};
