import { RECONCILE_AFTER_MINUTES } from '@/lib/domain/payments';
import type { JobQueue } from '../jobs/queue';
import type { Logger } from '../log';
import type { Database } from '../db/types';
import type { PaymentGateway } from './gateway';

/**
 * What the payment flows need besides the database: the gateway, the job queue (webhook processing,
 * reconciliation, late refunds) and the app's public origin (the checkout page sends the browser back
 * to `${appPublicUrl}/account/payments/<payment id>`). Given to the handlers (actions/handlers.ts), the
 * webhook route and the jobs by service.ts.
 */
export interface PaymentServices {
  gateway: PaymentGateway;
  queue: Pick<JobQueue, 'sendInTransaction'>;
  appPublicUrl: string;
  /** How long a gateway payment may stay pending before reconciliation asks about it (RECONCILE_AFTER_MINUTES unless configured). */
  reconcileAfterSeconds?: number;
}

/** What the jobs work with (payments/jobs.ts). */
export interface PaymentJobDependencies {
  db: Database;
  gateway: PaymentGateway;
  queue: Pick<JobQueue, 'sendInTransaction'>;
  log: Logger;
  /** The app's public origin, for what a settled payment sends the customer (the sale's receipt links its proof of cover). */
  appPublicUrl: string;
  reconcileAfterSeconds?: number;
}

/** The reconciliation delay the services were given, or the product's (`DATA_SERVICE_RECONCILE_AFTER_SECONDS` shortens it in tests). */
export function reconcileAfterSecondsOf(services: { reconcileAfterSeconds?: number }): number {
  return services.reconcileAfterSeconds ?? RECONCILE_AFTER_MINUTES * 60;
}

/** The job names of the payment flows (payments/jobs.ts defines them). */
export const PAYMENT_JOBS = {
  /** Process one stored webhook (`gateway_event`): `{ eventId }`. */
  event: 'payment-event',
  /** Ask the gateway about one payment still pending: `{ paymentId }`, sent delayed with the payment. */
  reconcile: 'payment-reconcile',
  /** Every 5 minutes: every payment pending for longer than RECONCILE_AFTER_MINUTES. */
  reconcileSweep: 'payment-reconcile-sweep',
  /** Give back money that came for an order paid already: `{ paymentId }`. */
  refundLate: 'payment-refund-late',
  /** Give back a cancelled order's gateway payment (cancel_order): `{ orderId, paymentId, amountKobo, reason }`. */
  refundCancelled: 'payment-refund-cancelled',
  /** Daily at 08:00 Lagos and at start-up: the instalment charges due today (payments/instalments.ts). */
  instalmentSweep: 'instalment-charge-sweep',
  /** Charge one try of an instalment on the saved card: `{ paymentId }`, sent with the try. */
  instalmentCharge: 'instalment-charge',
} as const;

/** The page the checkout sends the browser back to (the app's, which calls confirm_payment). */
export function paymentCallbackUrl(appPublicUrl: string, paymentId: string): string {
  return `${appPublicUrl.replace(/\/+$/, '')}/account/payments/${paymentId}`;
}
