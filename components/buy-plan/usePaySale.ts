import { useCallback } from 'react';
import { useBuyPlanFlow, type SoldPlan } from '@/lib/flows/buyPlanFlow';
import { newIdempotencyKey } from '@/lib/flows/idempotencyKey';
import { useFindByKey, useSubmitOnce } from '@/lib/forms/submitOnce';
import { storedChoices, type BuyPlanFormValues } from './buyPlanFormValues';
import type { SaleFailure } from './saleRequests';

/**
 * What a payment attempt came to. `unanswered`: the sale may or may not have gone through (`message`: what
 * was said instead of an answer); the flow awaits its answer.
 */
export type PaymentOutcome = { kind: 'sold' } | { kind: 'failed'; failure: SaleFailure } | { kind: 'unanswered'; message: string } | { kind: 'busy' };

/** What asking for a lost answer's outcome found: the sale, nothing yet (pay again, same key), or no answer. */
export type LookupOutcome = { kind: 'sold' } | { kind: 'not-found' } | { kind: 'unanswered' };

/**
 * Pays for the sale, at most once whatever happens (lib/forms/submitOnce). The idempotency key is made once
 * per sale and written to the persisted flow, with `awaitingAnswer`, before the request leaves: the retry
 * link, a retry after a dropped connection or a reload all send the same key, so the service answers the
 * first outcome instead of charging again. A sale that went through completes the flow, which cannot be
 * paid again. The requests' code (and the GraphQL client's) loads at the first payment or look-up
 * (./saleRequests); offline before it arrives, nothing is sent.
 */
export function usePaySale() {
  const { submitOnce, submitting: paying } = useSubmitOnce();
  const { findByKey, checking } = useFindByKey();

  const settle = useCallback((sold: SoldPlan) => {
    useBuyPlanFlow.getState().completeStep('payment', { awaitingAnswer: false, sold });
  }, []);

  /** The order made under the sale's key, if any; the flow is completed when there is one. */
  const lookUp = useCallback(async (): Promise<LookupOutcome> => {
    const key = useBuyPlanFlow.getState().values.idempotencyKey;
    if (!key) return { kind: 'not-found' };
    const found = await findByKey(key, loadSaleRequests, (requests, sent) => requests.findSale(sent));
    if (found.kind !== 'found') return found;
    settle(found.done);
    return { kind: 'sold' };
  }, [findByKey, settle]);

  const pay = useCallback(
    async (values: BuyPlanFormValues): Promise<PaymentOutcome> => {
      const outcome = await submitOnce({
        load: loadSaleRequests,
        start: () => {
          const flow = useBuyPlanFlow.getState();
          const idempotencyKey = flow.values.idempotencyKey ?? newIdempotencyKey();
          flow.setValues({ ...storedChoices(values), idempotencyKey, awaitingAnswer: true });
          return idempotencyKey;
        },
        send: (requests, key) => requests.requestSale(values, key),
        find: (requests, key) => requests.findSale(key),
      });
      switch (outcome.kind) {
        case 'done':
          settle(outcome.done);
          return { kind: 'sold' };
        case 'refused': {
          // Nothing was sold: the key stays for the same sale, unless another request used it.
          useBuyPlanFlow.getState().setValues({ awaitingAnswer: false, ...(outcome.keyReused ? { idempotencyKey: undefined } : {}) });
          return { kind: 'failed', failure: outcome.failure };
        }
        case 'not-sent':
          return { kind: 'failed', failure: { message: outcome.message } };
        default:
          return outcome;
      }
    },
    [submitOnce, settle],
  );

  return { pay, lookUp, paying, checking };
}

const loadSaleRequests = () => import('./saleRequests');
