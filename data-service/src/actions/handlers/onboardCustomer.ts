import type { CustomerInput } from '@/lib/actions/customerInput';
import type { DeviceInput } from '@/lib/actions/deviceInput';
import type { ActionOutput } from '@/lib/actions/declareAction';
import { ONBOARD_CUSTOMER } from '@/lib/actions/onboardCustomer';
import { idNumberLast4, lagosToday } from '@/lib/validation';
import type { Queryable } from '../../db/types';
import { agentSession, loadActiveAgent, type AgentSession } from '../db/agentSession';
import { deviceFingerprint, planEligibility, registerDevice } from '../db/devices';
import { claimIdempotencyKey, storeAnswer } from '../db/idempotency';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { readInput } from '../input';
import { ActionError, type ActionHandler } from '../../engine/actions/contract';

/**
 * `onboard_customer`: the onboarding wizard's submit. Customer and first device in one transaction for
 * the calling agent, every field checked and normalised as its declaration says (`ONBOARD_CUSTOMER`).
 */

/** Of a vNIN only the last 4 characters are kept: the column holds NULL. */
const storedIdNumber = (c: CustomerInput) => (c.id_type === 'VNIN' ? null : c.id_number);

/**
 * The request as remembered with its key: never a whole vNIN, even hashed. Named as before, so a key sent
 * again across a release still matches.
 */
function fingerprint(c: CustomerInput, device: DeviceInput): unknown {
  const last4 = idNumberLast4(c.id_number);
  const customer = {
    firstName: c.first_name,
    lastName: c.last_name,
    phone: c.phone,
    email: c.email,
    gender: c.gender,
    dateOfBirth: c.date_of_birth,
    address: c.address,
    state: c.state,
    idType: c.id_type,
    idNumber: storedIdNumber(c) ?? `VNIN…${last4}`,
    idNumberLast4: last4,
  };
  return { customer, device: deviceFingerprint(device) };
}

async function insertCustomer(tx: Queryable, agent: AgentSession, c: CustomerInput): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO public.customer
       (partner_id, agent_id, first_name, last_name, phone, email, gender, date_of_birth, address, state, id_type, id_number, id_number_last4)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (partner_id, phone) DO NOTHING
     RETURNING id`,
    [
      agent.partnerId,
      agent.agentId,
      c.first_name,
      c.last_name,
      c.phone,
      c.email,
      c.gender,
      c.date_of_birth,
      c.address,
      c.state,
      c.id_type,
      storedIdNumber(c),
      idNumberLast4(c.id_number),
    ],
  );
  if (rows[0]) return rows[0].id;
  // The phone is taken (perhaps by a request that committed while this one waited on the index).
  const existing = await tx.query<{ id: string; agent_id: string }>(`SELECT id, agent_id FROM public.customer WHERE partner_id = $1 AND phone = $2`, [
    agent.partnerId,
    c.phone,
  ]);
  const own = existing.rows[0]?.agent_id === agent.agentId;
  throw new ActionError(
    own
      ? 'A customer with this phone number is already registered: open their record to add a device'
      : 'A customer with this phone number is already registered with another agent',
    ACTION_ERROR_CODES.customerExists,
    own ? { field: 'customer.phone', existing_customer_id: existing.rows[0].id } : { field: 'customer.phone' },
  );
}

export const onboardCustomer: ActionHandler = async (rawInput, ctx) => {
  const agent = agentSession(ctx.session);
  const today = lagosToday(ctx.now);
  const input = readInput(ONBOARD_CUSTOMER, rawInput, today);
  const { customer, device } = input;

  await loadActiveAgent(ctx.tx, agent);
  const key = await claimIdempotencyKey(ctx.tx, {
    key: input.idempotency_key,
    action: 'onboard_customer',
    agentId: agent.agentId,
    request: fingerprint(customer, device),
  });
  if (key.kind === 'replay') return key.data;

  const customerId = await insertCustomer(ctx.tx, agent, customer);
  const deviceId = await registerDevice(ctx.tx, { ...agent, customerId }, device);
  const output: ActionOutput<typeof ONBOARD_CUSTOMER> = { customer_id: customerId, device_id: deviceId, ...planEligibility(device, today) };
  await storeAnswer(ctx.tx, input.idempotency_key, output);
  return output;
};
