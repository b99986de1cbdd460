import { z } from 'zod';
import type { GatewayCustomerRequest } from '../gateway';

/** POST /customer: the gateway's customer for an agent, whom a dedicated account then belongs to. */
export const CUSTOMER_PATH = '/customer';

export function customerBody(request: GatewayCustomerRequest) {
  return {
    email: request.email,
    first_name: request.firstName,
    last_name: request.lastName,
    phone: request.phone,
    // The spec types the customer's metadata as a stringified JSON object.
    metadata: JSON.stringify(request.metadata),
  };
}

export const customerAnswer = z
  .object({ customer_code: z.string().min(1) })
  .transform((data) => ({ customerCode: data.customer_code }));
