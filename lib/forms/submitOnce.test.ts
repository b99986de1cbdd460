import { act, renderHook } from '@testing-library/react';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { useFindByKey, useSubmitOnce, type KeyedAnswer, type KeyedLookup, type KeyedRequest } from './submitOnce';

const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';
type Failure = { message: string; code?: string };

/** A request whose code loads (unless `offline`), answering `answer` and finding `found` under its key. */
function request(answer: KeyedAnswer<string, Failure>, found: KeyedLookup<string> = { kind: 'not-found' }, offline = false) {
  const calls = { start: jest.fn(() => KEY), send: jest.fn<Promise<typeof answer>, [string]>(async () => answer), find: jest.fn<Promise<typeof found>, [string]>(async () => found) };
  const keyed: KeyedRequest<object, string, Failure> = {
    load: async () => (offline ? Promise.reject(new Error('Loading chunk failed')) : {}),
    start: calls.start,
    send: (_requests, key) => calls.send(key),
    find: (_requests, key) => calls.find(key),
  };
  return { keyed, calls };
}

async function submitted(keyed: KeyedRequest<object, string, Failure>) {
  const { result } = renderHook(() => useSubmitOnce());
  let outcome: Awaited<ReturnType<typeof result.current.submitOnce>> | undefined;
  await act(async () => {
    outcome = await result.current.submitOnce(keyed);
  });
  return outcome;
}

describe('submitting once', () => {
  it('stores the key before sending, and reads the answer', async () => {
    const { keyed, calls } = request({ kind: 'done', done: 'filed' });
    expect(await submitted(keyed)).toEqual({ kind: 'done', done: 'filed' });
    expect(calls.start.mock.invocationCallOrder[0]).toBeLessThan(calls.send.mock.invocationCallOrder[0]);
    expect(calls.send).toHaveBeenCalledWith(KEY);
  });

  it('sends nothing and stores nothing when the code cannot load', async () => {
    const { keyed, calls } = request({ kind: 'done', done: 'filed' }, undefined, true);
    expect(await submitted(keyed)).toEqual({ kind: 'not-sent', message: NO_ANSWER_MESSAGE });
    expect(calls.start).not.toHaveBeenCalled();
  });

  it('ignores a second submit while the first is out', async () => {
    const { keyed } = request({ kind: 'done', done: 'filed' });
    const { result } = renderHook(() => useSubmitOnce());
    let outcomes: unknown[] = [];
    await act(async () => {
      outcomes = await Promise.all([result.current.submitOnce(keyed), result.current.submitOnce(keyed)]);
    });
    expect(outcomes).toEqual([{ kind: 'done', done: 'filed' }, { kind: 'busy' }]);
    expect(result.current.submitting).toBe(false);
  });

  it.each([
    [{ kind: 'found', done: 'filed before' } as const, { kind: 'done', done: 'filed before' }],
    [{ kind: 'unanswered' } as const, { kind: 'unanswered', message: NO_ANSWER_MESSAGE }],
    [{ kind: 'not-found' } as const, { kind: 'refused', failure: { message: 'Key used', code: 'idempotency-key-reused' }, keyReused: true }],
  ])('settles a key another request used by what was done under it (%o)', async (found, expected) => {
    const { keyed, calls } = request({ kind: 'refused', failure: { message: 'Key used', code: 'idempotency-key-reused' }, keyReused: true }, found);
    expect(await submitted(keyed)).toEqual(expected);
    expect(calls.find).toHaveBeenCalledWith(KEY);
  });
});

describe('finding a lost answer by its key', () => {
  it('asks under the key, and says unanswered when the code cannot load', async () => {
    const { result } = renderHook(() => useFindByKey());
    const find = jest.fn(async (): Promise<KeyedLookup<string>> => ({ kind: 'found', done: 'sold' }));
    let found: KeyedLookup<string>[] = [];
    await act(async () => {
      found = [await result.current.findByKey(KEY, async () => ({}), find), await result.current.findByKey(KEY, () => Promise.reject(new Error('offline')), find)];
    });
    expect(found).toEqual([{ kind: 'found', done: 'sold' }, { kind: 'unanswered' }]);
    expect(find).toHaveBeenCalledTimes(1);
    expect(result.current.checking).toBe(false);
  });
});
