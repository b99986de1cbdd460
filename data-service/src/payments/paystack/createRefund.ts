import { z } from 'zod';
import type { GatewayRefund, GatewayRefundStatus, RefundRequest } from '../gateway';
import { kobo, paystackId } from './paystackValues';
import { merchantNote } from './refundNote';

/** POST /refund: gives back all or part of a paid transaction; the outcome comes by `refund.*` webhooks. */
export const REFUND_PATH = '/refund';

export function refundBody(request: RefundRequest) {
  return {
    transaction: request.transactionReference,
    ...(request.amountKobo === undefined ? {} : { amount: request.amountKobo }),
    merchant_note: merchantNote(request.ourRefundId, request.note),
  };
}

const REFUND_STATUSES: readonly GatewayRefundStatus[] = ['pending', 'processing', 'processed', 'failed', 'needs-attention'];

/** A status Paystack adds later is still under way to us. */
export const refundStatus = z
  .string()
  .transform((status): GatewayRefundStatus => ((REFUND_STATUSES as readonly string[]).includes(status) ? (status as GatewayRefundStatus) : 'pending'));

export const refundAnswer = z
  .object({
    id: paystackId,
    amount: kobo,
    status: refundStatus,
    transaction: z.object({ reference: z.string().min(1) }),
  })
  .transform(
    (data): GatewayRefund => ({ id: data.id, transactionReference: data.transaction.reference, amountKobo: data.amount, status: data.status }),
  );
