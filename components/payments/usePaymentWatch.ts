import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatGraphQLError } from '@/lib/errors';
import { ConfirmPayment } from './confirmPayment';
import { GetPaymentStatus } from './getPaymentStatus';
import { PAYMENT_POLL_MS, paymentProgress, type PaymentProgress } from './paymentProgress';
import type { PaymentState } from './paymentStateFields';

export interface PaymentWatch {
  /** The payment as last answered (by `payment_status` or `confirm_payment`), or undefined before the first answer. */
  payment?: PaymentState;
  /** `payment_status` answered null: no such payment of this agent's. */
  notFound: boolean;
  progress?: PaymentProgress;
  /** Why the last question got no answer (the screen keeps the last known state and asks again). */
  errorMessage?: string;
  /** "Check now": the service asks the gateway at once (`confirm_payment`). */
  checkNow: () => Promise<void>;
  checking: boolean;
}

/**
 * Follows one payment until it is settled: `payment_status` every ~3 s while it waits, at once when the
 * browser is back online or the tab visible again, and `confirm_payment` on "Check now" (and once on
 * arrival with `confirmOnArrival`: the gateway's return page). Stops asking once the payment is settled.
 */
export function usePaymentWatch(paymentId: string, { confirmOnArrival = false }: { confirmOnArrival?: boolean } = {}): PaymentWatch {
  const query = useQuery(GetPaymentStatus, { variables: { paymentId }, fetchPolicy: 'network-only', nextFetchPolicy: 'network-only' });
  const [confirm] = useMutation(ConfirmPayment);
  const [confirmed, setConfirmed] = useState<PaymentState>();
  const [checking, setChecking] = useState(false);
  const [confirmError, setConfirmError] = useState<string>();
  const payment = newer(query.data?.payment_status ?? undefined, confirmed);
  const progress = payment ? paymentProgress(payment) : undefined;
  const waiting = progress === undefined || progress === 'waiting';
  const { refetch, startPolling, stopPolling } = query;

  useEffect(() => {
    if (!waiting || query.data?.payment_status === null) {
      stopPolling();
      return;
    }
    startPolling(PAYMENT_POLL_MS);
    return () => stopPolling();
  }, [waiting, query.data, startPolling, stopPolling]);

  // A phone that lost its connection, or a tab the agent comes back to: ask at once rather than at the next tick.
  useEffect(() => {
    if (!waiting) return;
    const askNow = () => {
      if (document.visibilityState === 'visible') void refetch().catch(() => undefined);
    };
    window.addEventListener('online', askNow);
    document.addEventListener('visibilitychange', askNow);
    return () => {
      window.removeEventListener('online', askNow);
      document.removeEventListener('visibilitychange', askNow);
    };
  }, [waiting, refetch]);

  const checkNow = useCallback(async () => {
    setChecking(true);
    setConfirmError(undefined);
    try {
      const { data } = await confirm({ variables: { paymentId } });
      if (data) setConfirmed(data.confirm_payment);
    } catch (error) {
      setConfirmError(formatGraphQLError(error));
    } finally {
      setChecking(false);
    }
  }, [confirm, paymentId]);

  const confirmedOnArrival = useRef(false);
  useEffect(() => {
    if (!confirmOnArrival || confirmedOnArrival.current) return;
    confirmedOnArrival.current = true;
    void checkNow();
  }, [confirmOnArrival, checkNow]);

  const queryError = query.error ? formatGraphQLError(query.error) : undefined;
  return {
    payment,
    notFound: query.data?.payment_status === null,
    progress,
    errorMessage: confirmError ?? queryError,
    checkNow,
    checking,
  };
}

/**
 * The later of two answers about the payment (a poll sent before "Check now" may arrive after it): a
 * settled one over a waiting one, else the later change.
 */
function newer(polled: PaymentState | undefined, confirmed: PaymentState | undefined): PaymentState | undefined {
  if (!polled || !confirmed) return polled ?? confirmed;
  const polledSettled = paymentProgress(polled) !== 'waiting';
  const confirmedSettled = paymentProgress(confirmed) !== 'waiting';
  if (polledSettled !== confirmedSettled) return polledSettled ? polled : confirmed;
  return Date.parse(confirmed.updated_at) > Date.parse(polled.updated_at) ? confirmed : polled;
}
