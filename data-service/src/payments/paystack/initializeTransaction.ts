import { z } from 'zod';
import type { Checkout, CheckoutRequest } from '../gateway';
import { CURRENCY } from './paystackValues';

/** POST /transaction/initialize: a hosted checkout page for one transaction. */
export const INITIALIZE_PATH = '/transaction/initialize';

export function initializeBody(request: CheckoutRequest) {
  return {
    email: request.email,
    // Kobo as an integer: the OpenAPI spec's type (Paystack also takes a numeric string).
    amount: request.amountKobo,
    currency: CURRENCY,
    reference: request.reference,
    callback_url: request.callbackUrl,
    channels: [...request.channels],
    metadata: { ...request.metadata },
  };
}

const checkoutAnswer = z.object({
  authorization_url: z.string().url(),
  access_code: z.string().min(1),
  reference: z.string().min(1),
});

export const checkout = checkoutAnswer.transform(
  (data): Checkout => ({ authorizationUrl: data.authorization_url, accessCode: data.access_code, reference: data.reference }),
);
