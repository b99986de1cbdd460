import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { formatGraphQLError } from '@/lib/errors';

/** `extensions.code` of the data service when a phone or an IMEI is already registered. */
export const DEVICE_EXISTS = 'device-exists';
export const CUSTOMER_EXISTS = 'customer-exists';

export interface AlreadyRegistered {
  code: typeof DEVICE_EXISTS | typeof CUSTOMER_EXISTS;
  /** The data service's message, through the spec's formatter. */
  message: string;
  /** Set only when the existing customer is the agent's own (the service names no other agent's customer). */
  existingCustomerId?: string;
  /** The input field that clashed, as the service names it: `customer.phone`, `device.imei`, `device.imei2`. */
  field?: string;
}

/**
 * The "already registered" failure of `onboard_customer` or `add_device`, else undefined. The service
 * answers `{ message, extensions: { path, code, field, existing_customer_id? } }`.
 */
export function deviceExistsError(error: unknown): AlreadyRegistered | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const first = error.errors[0];
  const code = first?.extensions?.code;
  if (code !== DEVICE_EXISTS && code !== CUSTOMER_EXISTS) return undefined;
  const existing = first.extensions?.existing_customer_id;
  const field = first.extensions?.field;
  return {
    code,
    message: formatGraphQLError(error),
    ...(typeof existing === 'string' && existing !== '' ? { existingCustomerId: existing } : {}),
    ...(typeof field === 'string' ? { field } : {}),
  };
}
