import type { DeviceInput } from '@/lib/actions/deviceInput';
import { deviceIneligibility } from '@/lib/validation';
import type { Queryable } from '../../db/types';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { ActionError } from '../../engine/actions/contract';

/** The device as remembered with an idempotency key, named as before so a key sent again across a release still matches. */
export function deviceFingerprint(device: DeviceInput): unknown {
  const { imei, imei2, brand, model } = device;
  return { imei, imei2, brand, model, purchasePriceKobo: device.purchase_price_kobo, purchaseDate: device.purchase_date };
}

// Advisory lock class for IMEIs (two-int form: apart from the migrations' one-bigint lock).
const IMEI_LOCK_CLASS = 0x494d4549;

export interface DeviceOwner {
  partnerId: string;
  agentId: string;
  customerId: string;
}

/**
 * Registers the device for the customer. An IMEI is registered once in the whole service (as either
 * IMEI of any device): the agent learns the existing customer only when it is one of their own.
 */
export async function registerDevice(tx: Queryable, owner: DeviceOwner, device: DeviceInput, prefix = 'device'): Promise<string> {
  const imeis = [device.imei, ...(device.imei2 ? [device.imei2] : [])].sort();
  // Unique indexes cover imei and imei2 apart; an IMEI given as the first of one device and the second
  // of another is only caught by this check, so concurrent registrations of one IMEI take turns.
  for (const imei of imeis) await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [IMEI_LOCK_CLASS, imei]);
  const { rows } = await tx.query<{ id: string; customer_id: string; agent_id: string; imei: string; imei2: string | null }>(
    `SELECT id, customer_id, agent_id, imei, imei2 FROM public.device WHERE imei = ANY($1::text[]) OR imei2 = ANY($1::text[]) LIMIT 1`,
    [imeis],
  );
  const existing = rows[0];
  if (existing) {
    const which = existing.imei === device.imei || existing.imei2 === device.imei ? 'imei' : 'imei2';
    const own = existing.agent_id === owner.agentId;
    throw new ActionError(
      own
        ? 'This IMEI is already registered to one of your customers'
        : 'This IMEI is already registered with another agent: a device can only be registered once',
      ACTION_ERROR_CODES.deviceExists,
      own ? { field: `${prefix}.${which}`, existing_customer_id: existing.customer_id, existing_device_id: existing.id } : { field: `${prefix}.${which}` },
    );
  }
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO public.device (partner_id, customer_id, agent_id, imei, imei2, brand, model, purchase_price_kobo, purchase_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     RETURNING id`,
    [owner.partnerId, owner.customerId, owner.agentId, device.imei, device.imei2, device.brand, device.model, device.purchase_price_kobo, device.purchase_date],
  );
  return inserted.rows[0].id;
}

/** What onboarding and add_device tell the agent about offering a plan for the new device. */
export function planEligibility(device: DeviceInput, today: string): { plan_eligible: boolean; ineligible_reason: string | null } {
  const reason = deviceIneligibility(device, today);
  return { plan_eligible: reason === undefined, ineligible_reason: reason ?? null };
}
