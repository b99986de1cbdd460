import { z } from 'zod';
import {
  idNumberLast4,
  lagosToday,
  normalizeIdNumber,
  normalizeNigerianPhone,
  validateAddress,
  validateDateOfBirth,
  validateEmail,
  validateGender,
  validateIdNumber,
  validateIdType,
  validateNigerianPhone,
  validatePersonName,
  validateState,
} from '@/lib/validation';
import type { Queryable } from '../../db/types';
import { agentSession, loadActiveAgent, type AgentSession } from '../db/agentSession';
import { deviceInputSchema, planEligibility, registerDevice, validateDevice, type ValidDevice } from '../db/devices';
import { claimIdempotencyKey, storeAnswer } from '../db/idempotency';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { check, date, optionalText, parseInput, text, uuid } from '../input';
import { ActionError, type ActionHandler } from '../../engine/actions/contract';

/**
 * `onboard_customer`: the onboarding wizard's submit. Customer and first device in one transaction for
 * the calling agent, every field checked with the same rules as the form.
 */

const customerInputSchema = z.object({
  first_name: text,
  last_name: text,
  phone: text,
  email: optionalText,
  gender: text,
  date_of_birth: date,
  address: text,
  state: text,
  id_type: text,
  id_number: text,
});

const inputSchema = z.object({ idempotency_key: uuid, customer: customerInputSchema, device: deviceInputSchema });

interface ValidCustomer {
  firstName: string;
  lastName: string;
  phone: string;
  email: string | null;
  gender: string;
  dateOfBirth: string;
  address: string;
  state: string;
  idType: string;
  /** NULL for a vNIN: only its last 4 characters are kept. */
  idNumber: string | null;
  idNumberLast4: string;
}

function validateCustomer(input: z.infer<typeof customerInputSchema>, today: string): ValidCustomer {
  check('customer.first_name', validatePersonName(input.first_name));
  check('customer.last_name', validatePersonName(input.last_name));
  check('customer.phone', validateNigerianPhone(input.phone));
  check('customer.email', validateEmail(input.email ?? '', { required: false }));
  check('customer.gender', validateGender(input.gender));
  check('customer.date_of_birth', validateDateOfBirth(input.date_of_birth, today));
  check('customer.address', validateAddress(input.address));
  check('customer.state', validateState(input.state));
  check('customer.id_type', validateIdType(input.id_type));
  check('customer.id_number', validateIdNumber(input.id_type, input.id_number));
  const idNumber = normalizeIdNumber(input.id_number);
  const email = (input.email ?? '').trim();
  return {
    firstName: input.first_name.trim(),
    lastName: input.last_name.trim(),
    phone: normalizeNigerianPhone(input.phone) as string,
    email: email === '' ? null : email.toLowerCase(),
    gender: input.gender,
    dateOfBirth: input.date_of_birth,
    address: input.address.trim(),
    state: input.state,
    idType: input.id_type,
    idNumber: input.id_type === 'VNIN' ? null : idNumber,
    idNumberLast4: idNumberLast4(idNumber),
  };
}

/** The request as remembered with its key: never a whole vNIN, even hashed. */
function fingerprint(customer: ValidCustomer, device: ValidDevice): unknown {
  return { customer: { ...customer, idNumber: customer.idNumber ?? `VNIN…${customer.idNumberLast4}` }, device };
}

async function insertCustomer(tx: Queryable, agent: AgentSession, c: ValidCustomer): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO public.customer
       (partner_id, agent_id, first_name, last_name, phone, email, gender, date_of_birth, address, state, id_type, id_number, id_number_last4)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (partner_id, phone) DO NOTHING
     RETURNING id`,
    [agent.partnerId, agent.agentId, c.firstName, c.lastName, c.phone, c.email, c.gender, c.dateOfBirth, c.address, c.state, c.idType, c.idNumber, c.idNumberLast4],
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
  const input = parseInput(inputSchema, rawInput);
  const today = lagosToday(ctx.now);
  const customer = validateCustomer(input.customer, today);
  const device = validateDevice(input.device, today);

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
  const output = { customer_id: customerId, device_id: deviceId, ...planEligibility(device, today) };
  await storeAnswer(ctx.tx, input.idempotency_key, output);
  return output;
};
