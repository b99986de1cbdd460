import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { addMonths, lagosToday } from '../../lib/validation/dates';
import { luhnCheckDigit } from '../../lib/validation/luhn';
import { graphql } from './dataService';

/** Made-up customers and devices no earlier run used, so specs can re-run against the same database. */

/** `count` random digits. */
export const randomDigits = (count: number) => Array.from({ length: count }, () => String(randomInt(10))).join('');

/** A Nigerian mobile number (national form) nobody has. */
export const freshPhone = () => `09${randomDigits(9)}`;

/** A Luhn-valid IMEI nobody registered. */
export function freshImei(): string {
  const payload = `35${randomDigits(12)}`;
  return `${payload}${luhnCheckDigit(payload)}`;
}

export interface OnboardedDevice {
  customerId: string;
  deviceId: string;
  firstName: string;
  lastName: string;
  /** E.164. */
  phone: string;
  idNumber: string;
  imei: string;
  brand: string;
  model: string;
}

/**
 * A new customer with a device a plan can be sold for (worth ₦150,000 unless said, bought a month ago),
 * onboarded through the data service as the agent whose token this is; `address` as typed, when given.
 */
export async function onboardSellableDevice(
  request: APIRequestContext,
  token: string,
  options: { priceKobo?: number; address?: string } = {},
): Promise<OnboardedDevice> {
  const phone = `+234${freshPhone().slice(1)}`;
  const idNumber = `A${randomDigits(8)}`;
  const imei = freshImei();
  const customer = {
    first_name: 'Chiamaka',
    last_name: `Nwosu-${String.fromCharCode(65 + randomInt(26))}${String.fromCharCode(97 + randomInt(26))}`,
    phone,
    email: null,
    gender: 'FEMALE',
    date_of_birth: '1991-04-12',
    address: options.address ?? '4 Broad Street, Lagos Island',
    state: 'Lagos',
    id_type: 'PASSPORT',
    id_number: idNumber,
  };
  const device = { imei, imei2: null, brand: 'Tecno', model: 'Spark 20', purchase_price_kobo: options.priceKobo ?? 15_000_000, purchase_date: addMonths(lagosToday(), -1) };
  const data = await graphql<{ onboard_customer: { customer_id: string; device_id: string } }>(
    request,
    `mutation ($key: uuid!, $customer: onboard_customer_input!, $device: device_input!) {
      onboard_customer(idempotency_key: $key, customer: $customer, device: $device) { customer_id device_id }
    }`,
    { key: crypto.randomUUID(), customer, device },
    token,
  );
  const { customer_id: customerId, device_id: deviceId } = data.onboard_customer;
  return { customerId, deviceId, firstName: customer.first_name, lastName: customer.last_name, phone, idNumber, imei, brand: device.brand, model: device.model };
}

/** The partner's Total Care plan, if it sells monthly plans (`allow_postpaid_plan`): the plan a monthly sale is made on. */
export async function monthlyPlanId(request: APIRequestContext, token: string): Promise<string | undefined> {
  const found = await graphql<{ plan: { id: string }[]; partner: { allow_postpaid_plan: boolean }[] }>(
    request,
    `{ plan(where: { name: { _eq: "Total Care" } }) { id } partner { allow_postpaid_plan } }`,
    {},
    token,
  );
  return found.partner.some((partner) => partner.allow_postpaid_plan) ? found.plan[0]?.id : undefined;
}
