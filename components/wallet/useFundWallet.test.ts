import { act, renderHook } from '@testing-library/react';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { FUND_WALLET_STORE_KEY, FUND_WALLET_STORE_VERSION, useFundWalletStore, type FundWalletValues } from '@/lib/flows/fundWalletFlow';
import type { FundWalletFormValues } from './fundWalletFormValues';
import { useFundWallet, type FundingOutcome } from './useFundWallet';

// The requests' code is loaded at the first submit or look-up: here the connection drops before it arrives.
jest.mock('./fundWalletRequests', () => {
  throw new Error('Loading chunk failed');
});

const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';
const VALUES: FundWalletFormValues = { amount: '5,000' };

/** A fresh page load: nothing in memory, `stored` (if any) in local storage. */
function freshPageLoad(stored?: Partial<FundWalletValues>) {
  useFundWalletStore.setState({ currentStep: 'fund', completedSteps: [], values: {}, recoveredFromCorruptData: false, hydrated: false });
  localStorage.clear();
  if (stored) localStorage.setItem(FUND_WALLET_STORE_KEY, JSON.stringify({ state: { currentStep: 'fund', completedSteps: [], values: stored }, version: FUND_WALLET_STORE_VERSION }));
}

const storedValues = () => (JSON.parse(localStorage.getItem(FUND_WALLET_STORE_KEY) ?? '{"state":{"values":{}}}') as { state: { values: Partial<FundWalletValues> } }).state.values;

describe('funding before the requests’ code has loaded', () => {
  it('sends nothing: no answer, no key made, nothing awaits an answer', async () => {
    freshPageLoad();
    const { result } = renderHook(() => useFundWallet());
    let outcome: FundingOutcome | undefined;
    await act(async () => {
      outcome = await result.current.fund(VALUES);
    });
    expect(outcome).toEqual({ kind: 'not-sent', message: NO_ANSWER_MESSAGE });
    expect(result.current.funding).toBe(false);
    expect(useFundWalletStore.getState().values).toEqual({});
    expect(storedValues()).toEqual({});
  });

  it('ignores a second submit while the first is out', async () => {
    freshPageLoad();
    const { result } = renderHook(() => useFundWallet());
    let outcomes: FundingOutcome[] = [];
    await act(async () => {
      outcomes = await Promise.all([result.current.fund(VALUES), result.current.fund(VALUES)]);
    });
    expect(outcomes).toEqual([{ kind: 'not-sent', message: NO_ANSWER_MESSAGE }, { kind: 'busy' }]);
  });

  it('reads a key stored by an earlier page before anything else, and keeps it', async () => {
    freshPageLoad({ idempotencyKey: KEY, amountKobo: 500_000, awaitingAnswer: true });
    const { result } = renderHook(() => useFundWallet());
    await act(async () => {
      await result.current.fund(VALUES);
    });
    expect(useFundWalletStore.getState().hydrated).toBe(true);
    expect(storedValues()).toEqual({ idempotencyKey: KEY, amountKobo: 500_000, awaitingAnswer: true });
  });

  it('migrates a version 1 store (the in-app card form): the key and amount carry over, anything card-like is dropped', async () => {
    freshPageLoad();
    localStorage.setItem(
      FUND_WALLET_STORE_KEY,
      JSON.stringify({ state: { currentStep: 'fund', completedSteps: [], values: { idempotencyKey: KEY, amountKobo: 500_000, awaitingAnswer: true, cardNumber: '4084084084084081', cardCvv: '123' } }, version: 1 }),
    );
    await act(async () => {
      await useFundWalletStore.persist.rehydrate();
    });
    expect(useFundWalletStore.getState().values).toEqual({ idempotencyKey: KEY, amountKobo: 500_000, awaitingAnswer: true });
    expect(localStorage.getItem(FUND_WALLET_STORE_KEY)).not.toMatch(/4084|cvv|card/i);
  });
});

describe('logging out', () => {
  it('forgets a top-up awaiting its answer, in memory and in local storage', async () => {
    freshPageLoad({ idempotencyKey: KEY, amountKobo: 500_000, awaitingAnswer: true });
    await act(async () => {
      await useFundWalletStore.persist.rehydrate();
    });
    const { clearPersistedFlows } = await import('@/lib/flows/clearPersistedFlows');
    clearPersistedFlows();
    expect(localStorage.getItem(FUND_WALLET_STORE_KEY)).toBeNull();
    expect(useFundWalletStore.getState().values).toEqual({});
  });
});
