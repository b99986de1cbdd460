import { act, renderHook } from '@testing-library/react';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { useBuyPlanFlow } from '@/lib/flows/buyPlanFlow';
import { atPayment, freshPageLoad, KEY, saleValues } from './buyPlanTestKit';
import { usePaySale } from './usePaySale';

// The requests' code is loaded at the first payment or look-up: here the connection drops before it arrives.
jest.mock('./saleRequests', () => {
  throw new Error('Loading chunk failed');
});

async function hydratedFlow() {
  await act(async () => {
    await useBuyPlanFlow.persist.rehydrate();
  });
}

describe('paying before the sale’s code has loaded', () => {
  it('sends nothing: says the service could not be reached, and nothing awaits an answer', async () => {
    freshPageLoad(atPayment());
    await hydratedFlow();
    const { result } = renderHook(() => usePaySale());
    let outcome: Awaited<ReturnType<typeof result.current.pay>> | undefined;
    await act(async () => {
      outcome = await result.current.pay(saleValues('WALLET'));
    });
    expect(outcome).toEqual({ kind: 'failed', failure: { message: NO_ANSWER_MESSAGE } });
    expect(result.current.paying).toBe(false);
    expect(useBuyPlanFlow.getState().values).not.toHaveProperty('awaitingAnswer', true);
    expect(useBuyPlanFlow.getState().values.idempotencyKey).toBeUndefined();
  });

  it('asking for a lost answer finds no answer yet (the payment stays to be settled)', async () => {
    freshPageLoad(atPayment({ idempotencyKey: KEY, awaitingAnswer: true }));
    await hydratedFlow();
    const { result } = renderHook(() => usePaySale());
    let found: Awaited<ReturnType<typeof result.current.lookUp>> | undefined;
    await act(async () => {
      found = await result.current.lookUp();
    });
    expect(found).toEqual({ kind: 'unanswered' });
    expect(result.current.checking).toBe(false);
    expect(useBuyPlanFlow.getState().values.awaitingAnswer).toBe(true);
  });
});
