import type { ActionOutput } from '@/lib/actions/declareAction';
import { REFUND_PAYMENT } from '@/lib/actions/refundPayment';
import { lagosToday } from '@/lib/validation';
import { auditActor } from '../db/audit';
import { fieldError, readInput } from '../input';
import type { OwnTransactionsHandler } from '../../engine/actions/contract';
import { requestRefund } from '../../payments/refunds';
import type { PaymentServices } from '../../payments/services';

const MAX_REASON_LENGTH = 200;

/**
 * `refund_payment` (back office): all or part of a paid gateway payment back through the gateway's refund
 * API (payments/refunds.ts). The idempotency key is the refund's own (`payment_refund.idempotency_key`):
 * back office has no agent to own an `action_request`. No transaction is held while the gateway answers.
 * A new refund is in the audit log (`audit_event`) with the refund's row, in one transaction.
 */
export function createRefundPayment(services: PaymentServices): { ownTransactions: OwnTransactionsHandler } {
  return {
    ownTransactions: async (rawInput, ctx): Promise<ActionOutput<typeof REFUND_PAYMENT>> => {
      const input = readInput(REFUND_PAYMENT, rawInput, lagosToday(ctx.now));
      const reason = input.reason.trim();
      if (reason === '') throw fieldError('reason', 'Say why the payment is refunded');
      if (reason.length > MAX_REASON_LENGTH) throw fieldError('reason', `The reason is too long (at most ${MAX_REASON_LENGTH} characters)`);
      const request = { paymentId: input.payment_id, amountKobo: input.amount_kobo, reason, idempotencyKey: input.idempotency_key, auditedAs: auditActor(ctx.session) };
      return requestRefund(ctx, services.gateway, ctx.log, request, ctx.now);
    },
  };
}
