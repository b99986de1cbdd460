import type { JobDefinition } from '../jobs/queue';
import { chargeInstalment, queueInstalmentCharges } from './instalments';
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

/**
 * A refund key derived from a record's id: the id with its uuid version nibble turned to `version`, so it is
 * a uuid of its own, never a random key (version 4) nor another kind's derived key. One refund per record,
 * however often its job runs.
 */
function derivedRefundKey(id: string, version: '5' | '6'): string {
  return `${id.slice(0, 14)}${version}${id.slice(15)}`;
}

/** The refund key of money that came for an order paid already: one per payment. */
export const lateRefundKey = (paymentId: string): string => derivedRefundKey(paymentId, '5');

/** The refund key of a cancelled order's money: one per order. */
export const cancellationRefundKey = (orderId: string): string => derivedRefundKey(orderId, '6');

/** What `cancel_order` sends for money that came through the gateway. */
export interface CancellationRefundJob {
  orderId: string;
  paymentId: string;
  amountKobo: number;
  /** The agent's reason, as the gateway's note says it. */
  reason: string;
}

/** A refund job's retries: the gateway may be down for a while; each run asks under the same key. */
const REFUND_RETRIES = { retryLimit: 10, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 60 } as const;

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
    ...REFUND_RETRIES,
  };
  const refundCancelled: JobDefinition<CancellationRefundJob> = {
    name: PAYMENT_JOBS.refundCancelled,
    work: async ({ orderId, paymentId, amountKobo, reason }) => {
      const request = { paymentId, amountKobo, reason: `Plan cancelled: ${reason}`, idempotencyKey: cancellationRefundKey(orderId) };
      await requestRefund(deps.db, deps.gateway, deps.log, request, new Date());
    },
    ...REFUND_RETRIES,
  };
  const instalmentSweep: JobDefinition<object> = {
    // In the morning, when a salary paid overnight is in the account; once at start-up too (jobs/definitions.ts DAILY_SWEEPS).
    name: PAYMENT_JOBS.instalmentSweep,
    cron: '0 8 * * *',
    work: async () => {
      const queued = await queueInstalmentCharges(deps);
      if (queued > 0) deps.log.info(`queued ${queued} instalment charges`);
    },
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
  };
  const instalmentCharge: JobDefinition<{ paymentId: string }> = {
    name: PAYMENT_JOBS.instalmentCharge,
    work: async ({ paymentId }) => {
      await chargeInstalment(deps, paymentId);
    },
    // The gateway down for a while: each run asks under the same reference, so the card is charged once.
    retryLimit: 10,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 60,
  };
  return [event, reconcile, sweep, refundLate, refundCancelled, instalmentSweep, instalmentCharge] as JobDefinition[];
}
