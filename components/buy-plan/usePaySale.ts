import { useCallback, useRef, useState } from 'react';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { useBuyPlanFlow, type SoldPlan } from '@/lib/flows/buyPlanFlow';
import { newIdempotencyKey } from '@/lib/flows/idempotencyKey';
import { storedChoices, type BuyPlanFormValues } from './buyPlanForm';
import type { SaleFailure } from './saleRequests';

/** What a payment attempt came to. `unanswered`: no answer came back, so the sale may or may not have gone through. */
export type PaymentOutcome = { kind: 'sold' } | { kind: 'failed'; failure: SaleFailure } | { kind: 'unanswered' } | { kind: 'busy' };

/** What asking for a lost answer's outcome found: the sale, nothing yet (pay again, same key), or no answer. */
export type LookupOutcome = { kind: 'sold' } | { kind: 'not-found' } | { kind: 'unanswered' };

/**
 * Pays for the sale, at most once whatever happens. The idempotency key is made once per sale and written
 * to the persisted flow, with `awaitingAnswer`, before the request leaves: a double click is ignored while
 * a request is out, and the retry link, a retry after a dropped connection or a reload all send the same
 * key, so the service answers the first outcome instead of charging again. A sale that went through
 * completes the flow, which cannot be paid again. The requests' code (and the GraphQL client's) loads at
 * the first payment or look-up (./saleRequests); offline before it arrives, nothing is sent.
 */
export function usePaySale() {
  const sending = useRef(false);
  const [paying, setPaying] = useState(false);
  const [checking, setChecking] = useState(false);

  const settle = useCallback((sold: SoldPlan) => {
    useBuyPlanFlow.getState().completeStep('payment', { awaitingAnswer: false, sold });
  }, []);

  /** The order made under the sale's key, if any; the flow is completed when there is one. */
  const lookUp = useCallback(async (): Promise<LookupOutcome> => {
    const key = useBuyPlanFlow.getState().values.idempotencyKey;
    if (!key) return { kind: 'not-found' };
    setChecking(true);
    try {
      const requests = await loadSaleRequests();
      if (!requests) return { kind: 'unanswered' };
      const found = await requests.findSale(key);
      if (found.kind !== 'found') return found;
      settle(found.sold);
      return { kind: 'sold' };
    } finally {
      setChecking(false);
    }
  }, [settle]);

  const pay = useCallback(
    async (values: BuyPlanFormValues): Promise<PaymentOutcome> => {
      if (sending.current) return { kind: 'busy' };
      sending.current = true;
      setPaying(true);
      try {
        const requests = await loadSaleRequests();
        if (!requests) return { kind: 'failed', failure: { message: NO_ANSWER_MESSAGE } };
        const flow = useBuyPlanFlow.getState();
        const idempotencyKey = flow.values.idempotencyKey ?? newIdempotencyKey();
        flow.setValues({ ...storedChoices(values), idempotencyKey, awaitingAnswer: true });
        const answer = await requests.requestSale(values, idempotencyKey);
        if (answer.kind === 'sold') {
          settle(answer.sold);
          return { kind: 'sold' };
        }
        if (answer.kind === 'unanswered') return answer;
        useBuyPlanFlow.getState().setValues({ awaitingAnswer: false });
        // The key went with another request that succeeded (e.g. a lost answer, then another card): that sale stands.
        if (answer.failure.code === 'idempotency-key-reused') {
          const found = await lookUp();
          if (found.kind === 'sold') return found;
          useBuyPlanFlow.getState().setValues({ idempotencyKey: undefined });
        }
        return { kind: 'failed', failure: answer.failure };
      } finally {
        sending.current = false;
        setPaying(false);
      }
    },
    [lookUp, settle],
  );

  return { pay, lookUp, paying, checking };
}

const loadSaleRequests = () => import('./saleRequests').catch(() => undefined);
