import type { JobDefinition } from '../jobs/queue';
import { reconcileOverduePayments, reconcilePayment } from './reconcile';
import { requestRefund } from './refunds';
import { PAYMENT_JOBS, type PaymentJobDependencies } from './services';
import { processWebhookEvent } from './webhookEvents';

/**
 * The payment flows' background work (jobs/definitions.ts collects it): every job is idempotent — settling
 * happens only from PENDING under the payment's row lock, an event only while unprocessed, a late refund
 * under a key derived from the payment, a cancelled order's refund under one derived from the order — so a
 * retry after a crash (kill -9 mid-job) has its effect once.
 */

/** The refund key of money that came for an order paid already: one refund per payment, however often the job runs. */
export function lateRefundKey(paymentId: string): string {
  // A payment's id with its version nibble turned to 5, so it is a uuid of its own (never another refund's key).
  return `${paymentId.slice(0, 14)}5${paymentId.slice(15)}`;
}

/** The refund key of a cancelled order's money: one refund per order, however often the job runs. */
export function cancellationRefundKey(orderId: string): string {
  // An order's id with its version nibble turned to 6: a uuid no random key (4) nor late refund (5) has.
  return `${orderId.slice(0, 14)}6${orderId.slice(15)}`;
}

/** What `cancel_order` sends for money that came through the gateway. */
export interface CancellationRefundJob {
  orderId: string;
  paymentId: string;
  amountKobo: number;
  /** The agent's reason, as the gateway's note says it. */
  reason: string;
}

export function paymentJobs(deps: PaymentJobDependencies): JobDefinition[] {
  const event: JobDefinition<{ eventId: string }> = {
    name: PAYMENT_JOBS.event,
    work: async ({ eventId }) => {
      await processWebhookEvent(deps, eventId);
    },
    retryLimit: 10,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 60,
  };
  const reconcile: JobDefinition<{ paymentId: string }> = {
    name: PAYMENT_JOBS.reconcile,
    work: async ({ paymentId }) => {
      await reconcilePayment(deps, paymentId);
    },
    retryLimit: 5,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 60,
  };
  const sweep: JobDefinition<object> = {
    name: PAYMENT_JOBS.reconcileSweep,
    cron: '*/5 * * * *',
    work: async () => {
      await reconcileOverduePayments(deps);
    },
    retryLimit: 0,
    expireInSeconds: 240,
  };
  const refundLate: JobDefinition<{ paymentId: string }> = {
    name: PAYMENT_JOBS.refundLate,
    work: async ({ paymentId }) => {
      const request = { paymentId, amountKobo: null, reason: 'Paid for an order that was paid already', idempotencyKey: lateRefundKey(paymentId) };
      await requestRefund(deps.db, deps.gateway, deps.log, request, new Date());
    },
    retryLimit: 10,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 60,
  };
  const refundCancelled: JobDefinition<CancellationRefundJob> = {
    name: PAYMENT_JOBS.refundCancelled,
    work: async ({ orderId, paymentId, amountKobo, reason }) => {
      const request = { paymentId, amountKobo, reason: `Plan cancelled: ${reason}`, idempotencyKey: cancellationRefundKey(orderId) };
      await requestRefund(deps.db, deps.gateway, deps.log, request, new Date());
    },
    retryLimit: 10,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 60,
  };
  return [event, reconcile, sweep, refundLate, refundCancelled] as JobDefinition[];
}
