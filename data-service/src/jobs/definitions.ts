import { POLICY_NUMBER_GUESSES } from '../actions/rules/policyNumberGuesses';
import type { Database } from '../db/types';
import { LOOKUP_MISSES_BUCKET, ROOT_FIELDS_BUCKET } from '../engine/limits/callerBudget';
import { sweepRefilledBuckets, type BucketPeriod } from '../engine/limits/sharedBuckets';
import type { Logger } from '../log';
import { SWEEP_EVIDENCE, sweepEvidence } from '../evidence/sweepEvidence';
import type { ObjectStore } from '../storage/objectStore';
import type { PaymentGateway } from '../payments/gateway';
import { EXPIRE_ORDERS, expireEndedOrders } from '../orders/expiry';
import { LAPSE_ORDERS, lapseUnpaidOrders } from '../orders/lapse';
import { QUEUE_RENEWAL_REMINDERS, queueRenewalReminders } from '../orders/renewalReminders';
import { SEND_MESSAGE } from '../messages/queueMessage';
import { MAX_SEND_ATTEMPTS, sendMessage } from '../messages/sendMessage';
import type { SmsProvider } from '../messages/smsProvider';
import { paymentJobs } from '../payments/jobs';
import { PAYMENT_JOBS } from '../payments/services';
import type { JobDefinition, JobQueue } from './queue';

/** What the jobs may use: the service's own dependencies. */
export interface JobDependencies {
  db: Database;
  log: Logger;
  /** The payment gateway (payments/jobs.ts: webhook events, reconciliation, late refunds). */
  gateway: PaymentGateway;
  /** Where a job sends the jobs that follow from its writes (a settle's late refund). */
  queue: Pick<JobQueue, 'sendInTransaction'>;
  /** Where evidence files are kept (the nightly sweep deletes the ones no sale or claim took). */
  objects: ObjectStore;
  /** How long a gateway payment stays pending before reconciliation asks about it (default RECONCILE_AFTER_MINUTES). */
  reconcileAfterSeconds?: number;
  /** The app's public origin: what a settled payment's messages link to (the sale's receipt, its proof of cover). */
  appPublicUrl: string;
  /** Where messages go (messages/smsProviderFromConfig.ts), and the sender of a brand with none of its own. */
  messages: { sms: SmsProvider; defaultSenderId: string };
}

/** Every bucket rule's scope and period (engine/limits/sharedBuckets.ts): a new BucketRule is added here. */
export const SWEPT_BUCKETS: readonly BucketPeriod[] = [ROOT_FIELDS_BUCKET, LOOKUP_MISSES_BUCKET, POLICY_NUMBER_GUESSES];

/** The daily sweeps, which also run once at start-up (service.ts): a service down at Lagos midnight catches up. */
export const DAILY_SWEEPS: readonly string[] = [EXPIRE_ORDERS, LAPSE_ORDERS, QUEUE_RENEWAL_REMINDERS, PAYMENT_JOBS.instalmentSweep];

/** The sweep's name, e.g. for a test that sends one. */
export const SWEEP_RATE_LIMIT_BUCKETS = 'rate-limit-bucket-sweep';

/**
 * Every job the data service runs, in one list: its name (the queue), its work, its retries, and a cron
 * schedule when it runs on one. Add a job here; send it with `jobs.sendInTransaction(tx, name, data)` from
 * the write it follows (RunningService.jobs). Each job's effect must be idempotent (jobs/queue.ts).
 */
export function jobDefinitions({ db, log, gateway, queue, objects, reconcileAfterSeconds, appPublicUrl, messages }: JobDependencies): JobDefinition[] {
  const send: JobDefinition<{ messageId: string }> = {
    // Messages (issue 34): one job per message, sent with the event that wrote it (messages/queueMessage.ts).
    name: SEND_MESSAGE,
    work: async ({ messageId }) => {
      await sendMessage({ db, log, sms: messages.sms, defaultSenderId: messages.defaultSenderId }, messageId);
    },
    // Room for every try a message gets (its last marks it FAILED instead of throwing: sendMessage.ts).
    retryLimit: MAX_SEND_ATTEMPTS,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 120,
  };
  return [
    // Payments (issue 30): the gateway's webhook events, reconciliation (per payment and a 5-minute sweep), late refunds.
    ...paymentJobs({ db, log, gateway, queue, reconcileAfterSeconds, appPublicUrl }),
    send as JobDefinition,
    {
      // Expiry (issue 31): five minutes after Lagos midnight (every cron is in Africa/Lagos, pgBossQueue.ts),
      // and once at start-up (service.ts), so a service down at midnight catches up.
      name: EXPIRE_ORDERS,
      cron: '5 0 * * *',
      retryLimit: 3,
      retryDelaySeconds: 60,
      expireInSeconds: 600,
      async work() {
        const expired = await expireEndedOrders(db);
        if (expired > 0) log.info(`expired ${expired} orders past their last day`);
      },
    },
    {
      // Grace and lapse (issue 31): after expiry, and once at start-up (service.ts).
      name: LAPSE_ORDERS,
      cron: '7 0 * * *',
      retryLimit: 3,
      retryDelaySeconds: 60,
      expireInSeconds: 600,
      async work() {
        const lapsed = await lapseUnpaidOrders(db);
        if (lapsed > 0) log.info(`lapsed ${lapsed} orders with instalments unpaid past the grace period`);
      },
    },
    {
      // Renewal reminders (issue 31): after the expiry sweep, and once at start-up (service.ts), so a day the
      // service was down is caught up.
      name: QUEUE_RENEWAL_REMINDERS,
      cron: '10 0 * * *',
      retryLimit: 3,
      retryDelaySeconds: 60,
      expireInSeconds: 600,
      async work() {
        const queued = await queueRenewalReminders(db);
        if (queued > 0) log.info(`queued ${queued} renewal reminders`);
      },
    },
    {
      // Evidence (issue 33): unfinished uploads past their expiry, and files no sale or claim took.
      name: SWEEP_EVIDENCE,
      cron: '20 3 * * *',
      retryLimit: 3,
      retryDelaySeconds: 300,
      expireInSeconds: 600,
      async work() {
        const swept = await sweepEvidence(db, objects);
        if (swept.uploads + swept.files > 0) log.info(`evidence sweep: ${swept.uploads} unfinished uploads, ${swept.files} files no sale or claim took`);
      },
    },
    {
      // Refilled rate-limit buckets equal no row: delete them, so the table holds only the keys in use.
      name: SWEEP_RATE_LIMIT_BUCKETS,
      cron: '*/5 * * * *',
      // A sweep missed is made up by the next one.
      retryLimit: 0,
      async work() {
        await sweepRefilledBuckets(db, SWEPT_BUCKETS);
      },
    },
  ];
}
