import { z } from 'zod';
import type { GatewayEvent } from '../gateway';
import { dedicatedAccountObject, toDedicatedAccount } from './dedicatedAccount';
import { refundStatus } from './createRefund';
import { kobo, paystackId } from './paystackValues';
import { gatewayTransaction } from './transactionAnswer';

const refundEventData = z
  .object({
    status: refundStatus,
    transaction_reference: z.string().min(1),
    // Paystack's refund events carry `refund_reference` (null while pending) and only some an `id`.
    id: paystackId.nullish(),
    refund_reference: z.string().nullish(),
    amount: kobo,
  })
  .transform((data) => ({
    id: data.id ?? data.refund_reference ?? '',
    transactionReference: data.transaction_reference,
    amountKobo: data.amount,
    status: data.status,
  }));

const assignSuccessData = z.object({
  customer: z.object({ customer_code: z.string().min(1) }),
  dedicated_account: dedicatedAccountObject,
});

const assignFailedData = z.object({
  customer: z.object({ customer_code: z.string().min(1) }),
  identification: z.object({ status: z.string().nullish() }).nullish(),
});

/**
 * Reads a verified webhook body into our terms. Events are Paystack's names: `charge.success`,
 * `refund.pending|processing|processed|failed|needs-attention`, `dedicatedaccount.assign.success|failed`
 * (Paystack's documented spelling, https://paystack.com/docs/payments/webhooks/ "Types of events";
 * `dedicated_account.` is read too). Paystack documents no `charge.failed` event: a failed card attempt is
 * seen on verify. An event we do not act on, or cannot read, is `other`.
 */
export function readPaystackEvent(json: unknown): GatewayEvent {
  const envelope = z.object({ event: z.string(), data: z.unknown() }).safeParse(json);
  if (!envelope.success) return { kind: 'other', event: '' };
  const { event, data } = envelope.data;
  const other: GatewayEvent = { kind: 'other', event };

  if (event === 'charge.success' || event === 'charge.failed') {
    const transaction = gatewayTransaction.safeParse(data);
    return transaction.success ? { kind: event, transaction: transaction.data } : other;
  }
  if (event.startsWith('refund.')) {
    const refund = refundEventData.safeParse(data);
    return refund.success ? { kind: 'refund', refund: refund.data } : other;
  }
  if (event === 'dedicatedaccount.assign.success' || event === 'dedicated_account.assign.success') {
    const assigned = assignSuccessData.safeParse(data);
    if (!assigned.success) return other;
    return { kind: 'dedicated_account.assigned', account: toDedicatedAccount(assigned.data.dedicated_account, assigned.data.customer.customer_code) };
  }
  if (event === 'dedicatedaccount.assign.failed' || event === 'dedicated_account.assign.failed') {
    const failed = assignFailedData.safeParse(data);
    if (!failed.success) return other;
    const status = failed.data.identification?.status;
    return {
      kind: 'dedicated_account.failed',
      customerCode: failed.data.customer.customer_code,
      reason: status ? `identification ${status}` : 'assignment failed',
    };
  }
  return other;
}
