import type { ChargeAuthorizationRequest } from '../gateway';
import { CURRENCY } from './paystackValues';

/** POST /transaction/charge_authorization: charges a saved, reusable card authorization. */
export const CHARGE_AUTHORIZATION_PATH = '/transaction/charge_authorization';

export function chargeAuthorizationBody(request: ChargeAuthorizationRequest) {
  return {
    authorization_code: request.authorizationCode,
    email: request.email,
    amount: request.amountKobo,
    currency: CURRENCY,
    reference: request.reference,
    // The spec types this endpoint's metadata as a stringified JSON object.
    metadata: JSON.stringify(request.metadata),
  };
}
