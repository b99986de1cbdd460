import type { JobDefinition } from '../jobs/queue';
import { reconcileOverduePayments, reconcilePayment } from './reconcile';
import { requestRefund } from './refunds';
import { PAYMENT_JOBS, type PaymentJobDependencies } from './services';
import { processWebhookEvent } from './webhookEvents';

/**
 * The payment flows' background work (jobs/definitions.ts collects it): every job is idempotent — settling
 * happens only from PENDING under the payment's row lock, an event only while unprocessed, a late refund
 * under a key derived from the payment — so a retry after a crash (kill -9 mid-job) has its effect once.
 */

/** The refund key of money that came for an order paid already: one refund per payment, however often the job runs. */
export function lateRefundKey(paymentId: string): string {
  // A payment's id with its version nibble turned to 5, so it is a uuid of its own (never another refund's key).
  return `${paymentId.slice(0, 14)}5${paymentId.slice(15)}`;
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
  return [event, reconcile, sweep, refundLate] as JobDefinition[];
}
