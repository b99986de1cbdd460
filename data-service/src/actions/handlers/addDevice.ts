import { ADD_DEVICE } from '@/lib/actions/addDevice';
import type { ActionOutput } from '@/lib/actions/declareAction';
import { lagosToday } from '@/lib/validation';
import { agentSession, loadActiveAgent } from '../db/agentSession';
import { deviceFingerprint, planEligibility, registerDevice } from '../db/devices';
import { claimIdempotencyKey, storeAnswer } from '../db/idempotency';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { readInput } from '../input';
import { ActionError, type ActionHandler } from '../../engine/actions/contract';

/** `add_device`: another device for one of the agent's own customers (customer page), same rules as onboarding. */

export const addDevice: ActionHandler = async (rawInput, ctx) => {
  const agent = agentSession(ctx.session);
  const today = lagosToday(ctx.now);
  const input = readInput(ADD_DEVICE, rawInput, today);
  const { device } = input;

  await loadActiveAgent(ctx.tx, agent);
  const key = await claimIdempotencyKey(ctx.tx, {
    key: input.idempotency_key,
    action: 'add_device',
    agentId: agent.agentId,
    request: { customer_id: input.customer_id, device: deviceFingerprint(device) },
  });
  if (key.kind === 'replay') return key.data;

  const { rows } = await ctx.tx.query(`SELECT 1 FROM public.customer WHERE id = $1 AND agent_id = $2 AND partner_id = $3`, [
    input.customer_id,
    agent.agentId,
    agent.partnerId,
  ]);
  if (rows.length === 0) throw new ActionError('Customer not found', ACTION_ERROR_CODES.notFound, { field: 'customer_id' });

  const deviceId = await registerDevice(ctx.tx, { ...agent, customerId: input.customer_id }, device);
  const output: ActionOutput<typeof ADD_DEVICE> = { customer_id: input.customer_id, device_id: deviceId, ...planEligibility(device, today) };
  await storeAnswer(ctx.tx, input.idempotency_key, output);
  return output;
};
