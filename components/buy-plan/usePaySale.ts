import { useCallback } from 'react';
import { goToCheckout } from '@/components/payments/goToCheckout';
import { useBuyPlanFlow, type PendingSalePayment } from '@/lib/flows/buyPlanFlow';
import { newIdempotencyKey } from '@/lib/flows/idempotencyKey';
import { useFindByKey, useSubmitOnce } from '@/lib/forms/submitOnce';
import { storedChoices, type BuyPlanFormValues } from './buyPlanFormValues';
import type { SaleAnswer } from './soldPlan';
import type { SaleFailure } from './saleRequests';

/**
 * What a payment attempt came to. `pending`: a gateway payment waits for the customer (the flow keeps it);
 * `unanswered`: the sale may or may not have gone through (`message`: what was said instead of an answer);
 * the flow awaits its answer.
 */
export type PaymentOutcome =
  | { kind: 'sold' }
  | { kind: 'pending'; payment: PendingSalePayment }
  | { kind: 'failed'; failure: SaleFailure }
  | { kind: 'unanswered'; message: string }
  | { kind: 'busy' };

/** What asking for the sale under its key found: sold, still waiting, nothing (yet), or no answer. */
export type LookupOutcome = { kind: 'sold' } | { kind: 'pending' } | { kind: 'not-found' } | { kind: 'unanswered' };

export const PAY_SALE_MESSAGES = {
  unpaid: 'The last payment for this sale did not go through, so nothing was taken. Choose how the customer pays and try again.',
} as const;

/**
 * Pays for the sale, at most once whatever happens (lib/forms/submitOnce). The idempotency key is made once
 * per sale and written to the persisted flow, with `awaitingAnswer`, before the request leaves: the retry
 * link, a retry after a dropped connection or a reload all send the same key (a reload replays the stored
 * request), so the service answers the first outcome instead of charging again. From the wallet the sale is
 * done at once and completes the flow. Through the gateway the answer's pending payment is stored in the
 * flow (its id and method) before anything else: a card then goes to the gateway's checkout page in this
 * tab, and a transfer or USSD shows what the customer does; the wizard waits on that payment until it is
 * paid (the order read again by its key for the Done screen) or ends unpaid ("Pay another way": a new key).
 */
export function usePaySale() {
  const { submitOnce, submitting: paying } = useSubmitOnce();
  const { findByKey, checking } = useFindByKey();

  /** Keeps what the service said about the sale; a card's checkout page opens once its payment is stored. */
  const keep = useCallback((answer: SaleAnswer, openCheckout = false): PaymentOutcome => {
    const flow = useBuyPlanFlow.getState();
    switch (answer.kind) {
      case 'sold':
        // The order holds the photos now: the flow lets them go, and nothing of them stays on the phone.
        flow.completeStep('payment', { awaitingAnswer: false, payment: undefined, inspection: undefined, sold: answer.sold });
        return { kind: 'sold' };
      case 'pending':
        flow.setValues({ awaitingAnswer: false, payment: answer.payment });
        if (openCheckout && answer.payment.method === 'CARD' && answer.payment.checkoutUrl) goToCheckout(answer.payment.checkoutUrl);
        return { kind: 'pending', payment: answer.payment };
      case 'unpaid':
        // That order's payment ended unpaid: the next attempt is a new request.
        flow.setValues({ awaitingAnswer: false, payment: undefined, idempotencyKey: undefined });
        return { kind: 'failed', failure: { message: PAY_SALE_MESSAGES.unpaid } };
    }
  }, []);

  /** The order made under the sale's key, if any (after its payment was seen paid, to show Done with the order's facts). */
  const lookUp = useCallback(async (): Promise<LookupOutcome> => {
    const key = useBuyPlanFlow.getState().values.idempotencyKey;
    if (!key) return { kind: 'not-found' };
    const found = await findByKey(key, loadSaleRequests, (requests, sent) => requests.findSale(sent));
    if (found.kind !== 'found') return found;
    if (found.done.kind === 'pending') return { kind: 'pending' };
    const kept = keep(found.done);
    return kept.kind === 'sold' ? { kind: 'sold' } : { kind: 'not-found' };
  }, [findByKey, keep]);

  const pay = useCallback(
    /** `openCheckout`: a card payment goes on to the gateway's page (not when a reload only replays a lost answer). */
    async (values: BuyPlanFormValues, { openCheckout = true }: { openCheckout?: boolean } = {}): Promise<PaymentOutcome> => {
      const outcome = await submitOnce({
        load: loadSaleRequests,
        start: () => {
          const flow = useBuyPlanFlow.getState();
          const idempotencyKey = flow.values.idempotencyKey ?? newIdempotencyKey();
          flow.setValues({ ...storedChoices(values), idempotencyKey, awaitingAnswer: true });
          return idempotencyKey;
        },
        // The photos the flow holds with the key: a retry or a reload sends the same ones (another photo drops the key).
        send: (requests, key) => requests.requestSale(values, key, useBuyPlanFlow.getState().values),
        find: (requests, key) => requests.findSale(key),
      });
      switch (outcome.kind) {
        case 'done':
          return keep(outcome.done, openCheckout);
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
    [submitOnce, keep],
  );

  /** "Pay another way" after a payment failed or was abandoned: the same sale, a new request (a new key). */
  const payAnotherWay = useCallback(() => {
    useBuyPlanFlow.getState().setValues({ payment: undefined, idempotencyKey: undefined, awaitingAnswer: false, paymentMethod: '', ussdBank: '' });
  }, []);

  return { pay, lookUp, payAnotherWay, paying, checking };
}

const loadSaleRequests = () => import('./saleRequests');
