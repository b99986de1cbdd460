import { GatewayUnavailableError } from './gateway';
import { loadPayment } from './paymentRecords';
import type { PaymentJobDependencies } from './services';
import { outcomeOfVerify, overduePendingPayments, settlePayment, type SettleResult } from './settle';

/**
 * Reconciliation: a payment still pending is asked about at the gateway (verify, no transaction held) and
 * settled as a webhook would have settled it. Each gateway payment gets a delayed job when it is created
 * (RECONCILE_AFTER_MINUTES); a cron sweep every 5 minutes catches any payment whose job was lost. One the
 * gateway never heard of, or whose transfer account expired, is ABANDONED once it is old enough.
 */
export async function reconcilePayment(deps: PaymentJobDependencies, paymentId: string, now: Date = new Date()): Promise<SettleResult | 'pending'> {
  const payment = await deps.db.transaction((tx) => loadPayment(tx, paymentId));
  if (!payment) return 'not-found';
  if (payment.status !== 'PENDING' || payment.gateway === null) return 'unchanged';
  // Never reached the gateway (it did not answer, and no retry came): nothing to ask under any reference.
  const transaction = payment.gateway_reference === null ? null : await deps.gateway.verify(payment.gateway_reference);
  const outcome = outcomeOfVerify(payment, transaction, now);
  if (!outcome) return 'pending';
  return deps.db.transaction((tx) => settlePayment(tx, deps, payment.id, outcome, 'reconcile'));
}

/** The cron sweep: every overdue pending payment, one at a time; a gateway outage stops the sweep (the next tick tries again). */
export async function reconcileOverduePayments(deps: PaymentJobDependencies, now: Date = new Date()): Promise<number> {
  const ids = await deps.db.transaction((tx) => overduePendingPayments(tx, now));
  let settled = 0;
  for (const id of ids) {
    try {
      const result = await reconcilePayment(deps, id, now);
      if (result === 'settled' || result === 'flagged') settled += 1;
    } catch (error) {
      if (error instanceof GatewayUnavailableError) {
        deps.log.warn(`reconciliation stopped: the gateway did not answer (${error.message})`);
        break;
      }
      deps.log.error(`reconciliation of payment ${id} failed`, error);
    }
  }
  return settled;
}
