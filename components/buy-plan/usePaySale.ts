import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { errorCode, formatGraphQLError, isNoAnswer } from '@/lib/errors';
import { useBuyPlanFlow, type SoldPlan } from '@/lib/flows/buyPlanFlow';
import { newIdempotencyKey } from '@/lib/flows/idempotencyKey';
import { BuyPlan } from './buyPlan';
import { formFieldOf, storedChoices, toBuyPlanVariables, type BuyPlanFormValues } from './buyPlanForm';
import { FindSaleByKey } from './findSaleByKey';
import { soldPlanOfAnswer, soldPlanOfOrder } from './soldPlan';

export interface SaleFailure {
  /** Through the spec's request-error formatter. */
  message: string;
  /** The service's `extensions.code`. */
  code?: string;
  /** The form field the service blamed. */
  field?: FieldPath<BuyPlanFormValues>;
  /** How much the wallet lacks (`insufficient-wallet-balance`). */
  shortfallKobo?: number;
}

/** What a payment attempt came to. `unanswered`: no answer came back, so the sale may or may not have gone through. */
export type PaymentOutcome = { kind: 'sold' } | { kind: 'failed'; failure: SaleFailure } | { kind: 'unanswered' } | { kind: 'busy' };

/** What asking for a lost answer's outcome found: the sale, nothing yet (pay again, same key), or no answer. */
export type LookupOutcome = { kind: 'sold' } | { kind: 'not-found' } | { kind: 'unanswered' };

/**
 * Pays for the sale, at most once whatever happens. The idempotency key is made once per sale and written
 * to the persisted flow, with `awaitingAnswer`, before the request leaves: a double click is ignored while
 * a request is out, and the retry link, a retry after a dropped connection or a reload all send the same
 * key, so the service answers the first outcome instead of charging again. A sale that went through
 * completes the flow, which cannot be paid again.
 */
export function usePaySale() {
  const [buyPlan] = useMutation(BuyPlan, { fetchPolicy: 'no-cache' });
  const client = useApolloClient();
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
      const { data } = await client.query({ query: FindSaleByKey, variables: { key }, fetchPolicy: 'network-only' });
      const order = data?.plan_order[0];
      if (!order) return { kind: 'not-found' };
      settle(soldPlanOfOrder(order));
      return { kind: 'sold' };
    } catch {
      return { kind: 'unanswered' };
    } finally {
      setChecking(false);
    }
  }, [client, settle]);

  const pay = useCallback(
    async (values: BuyPlanFormValues): Promise<PaymentOutcome> => {
      if (sending.current) return { kind: 'busy' };
      sending.current = true;
      setPaying(true);
      const flow = useBuyPlanFlow.getState();
      const idempotencyKey = flow.values.idempotencyKey ?? newIdempotencyKey();
      flow.setValues({ ...storedChoices(values), idempotencyKey, awaitingAnswer: true });
      try {
        const { data } = await buyPlan({ variables: toBuyPlanVariables(values, idempotencyKey) });
        if (!data) throw new Error('The data service did not answer the payment');
        settle(soldPlanOfAnswer(data.buy_plan));
        return { kind: 'sold' };
      } catch (error) {
        if (isNoAnswer(error)) return { kind: 'unanswered' };
        useBuyPlanFlow.getState().setValues({ awaitingAnswer: false });
        // The key went with another request that succeeded (e.g. a lost answer, then another card): that sale stands.
        if (errorCode(error) === 'idempotency-key-reused') {
          const found = await lookUp();
          if (found.kind === 'sold') return found;
          useBuyPlanFlow.getState().setValues({ idempotencyKey: undefined });
        }
        return { kind: 'failed', failure: saleFailure(error) };
      } finally {
        sending.current = false;
        setPaying(false);
      }
    },
    [buyPlan, lookUp, settle],
  );

  return { pay, lookUp, paying, checking };
}

/** The failure to show: the formatted message, the code, the field at fault, a wallet's shortfall. */
export function saleFailure(error: unknown): SaleFailure {
  const code = errorCode(error);
  const extensions = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions : undefined;
  const field = formFieldOf(extensions?.field);
  const shortfall = extensions?.shortfall_kobo;
  return {
    message: formatGraphQLError(error),
    ...(code ? { code } : {}),
    ...(field ? { field } : {}),
    ...(typeof shortfall === 'number' ? { shortfallKobo: shortfall } : {}),
  };
}
