import { z } from 'zod';
import type { GatewayTransaction, GatewayTransactionStatus, SavedAuthorization } from '../gateway';
import { kobo, paystackId, paystackMetadata } from './paystackValues';

const KNOWN_STATUSES: readonly GatewayTransactionStatus[] = [
  'success',
  'failed',
  'abandoned',
  'reversed',
  'pending',
  'ongoing',
  'processing',
  'queued',
  'send_otp',
  'send_pin',
  'pay_offline',
  'pending_bank_transfer',
];

// A status Paystack adds later is neither paid nor failed to us: "pending", so the flow checks again.
const transactionStatus = z
  .string()
  .transform((status): GatewayTransactionStatus => ((KNOWN_STATUSES as readonly string[]).includes(status) ? (status as GatewayTransactionStatus) : 'pending'));

const authorizationAnswer = z.object({
  authorization_code: z.string().nullish(),
  last4: z.string().nullish(),
  card_type: z.string().nullish(),
  bank: z.string().nullish(),
  reusable: z.boolean().nullish(),
  signature: z.string().nullish(),
  receiver_bank_account_number: z.string().nullish(),
});

/**
 * One transaction as verify, charge_authorization and `charge.success` give it (the same object in the three
 * places; charge_authorization's has no `paid_at`). Only what we keep is read; the rest may change freely.
 */
export const transactionAnswer = z.object({
  id: paystackId,
  reference: z.string().min(1),
  status: transactionStatus,
  amount: kobo,
  currency: z.string(),
  channel: z.string().nullish(),
  paid_at: z.string().nullish(),
  paidAt: z.string().nullish(),
  gateway_response: z.string().nullish(),
  // `{}` (no authorization yet), null, or the object.
  authorization: authorizationAnswer.nullish(),
  customer: z.object({ customer_code: z.string().nullish() }).nullish(),
  metadata: paystackMetadata,
});

export function toGatewayTransaction(answer: z.output<typeof transactionAnswer>): GatewayTransaction {
  const authorization = answer.authorization;
  return {
    id: answer.id,
    reference: answer.reference,
    status: answer.status,
    amountKobo: answer.amount,
    currency: answer.currency,
    channel: answer.channel ?? '',
    paidAt: answer.paid_at ?? answer.paidAt ?? null,
    gatewayResponse: answer.gateway_response ?? '',
    authorization: authorization?.authorization_code ? toSavedAuthorization(authorization) : null,
    customerCode: answer.customer?.customer_code ?? null,
    receiverAccountNumber: authorization?.receiver_bank_account_number ?? null,
    metadata: answer.metadata,
  };
}

function toSavedAuthorization(authorization: z.output<typeof authorizationAnswer>): SavedAuthorization {
  return {
    authorizationCode: authorization.authorization_code ?? '',
    last4: authorization.last4 ?? '',
    // Paystack pads some card types ("visa "): shown to people, so trimmed.
    cardType: (authorization.card_type ?? '').trim(),
    bank: authorization.bank ?? null,
    reusable: authorization.reusable === true,
    signature: authorization.signature ?? null,
  };
}

/** Reads one transaction object (an endpoint's `data`, or an event's). */
export const gatewayTransaction = transactionAnswer.transform(toGatewayTransaction);
