import { z } from 'zod';
import type { TransferChargeRequest, TransferInstructions, UssdChargeRequest, UssdInstructions } from '../gateway';
import { CURRENCY } from './paystackValues';

/** POST /charge, for pay-with-transfer (`bank_transfer`) and USSD (`ussd.type`): no card data ever. */
export const CHARGE_PATH = '/charge';

export function transferChargeBody(request: TransferChargeRequest) {
  return {
    email: request.email,
    amount: request.amountKobo,
    currency: CURRENCY,
    reference: request.reference,
    bank_transfer: { account_expires_at: request.accountExpiresAt.toISOString() },
    metadata: { ...request.metadata },
  };
}

export function ussdChargeBody(request: UssdChargeRequest) {
  return {
    email: request.email,
    amount: request.amountKobo,
    currency: CURRENCY,
    reference: request.reference,
    ussd: { type: request.bank },
    metadata: { ...request.metadata },
  };
}

/** The answer's `data` once Paystack opened the account: status `pending_bank_transfer`. */
export const transferChargeAnswer = z.object({
  reference: z.string().min(1),
  status: z.literal('pending_bank_transfer'),
  display_text: z.string().nullish(),
  account_name: z.string(),
  account_number: z.string().min(1),
  bank: z.object({ name: z.string() }),
  account_expires_at: z.string(),
});

export function toTransferInstructions(data: z.output<typeof transferChargeAnswer>, amountKobo: number): TransferInstructions {
  return {
    reference: data.reference,
    accountNumber: data.account_number,
    accountName: data.account_name,
    bankName: data.bank.name,
    // The answer does not repeat the amount: it is what we asked for, to the kobo.
    amountKobo,
    expiresAt: data.account_expires_at,
    displayText: data.display_text ?? '',
  };
}

/** The answer's `data` for USSD: status `pay_offline` and the code to dial. */
export const ussdChargeAnswer = z
  .object({
    reference: z.string().min(1),
    status: z.literal('pay_offline'),
    display_text: z.string().nullish(),
    ussd_code: z.string().min(1),
  })
  .transform((data): UssdInstructions => ({ reference: data.reference, ussdCode: data.ussd_code, displayText: data.display_text ?? '' }));

/** A charge Paystack answered with another status (e.g. `failed`): its words, to refuse with. */
export const chargeOutcome = z.object({
  status: z.string().optional(),
  message: z.string().nullish(),
  gateway_response: z.string().nullish(),
});
