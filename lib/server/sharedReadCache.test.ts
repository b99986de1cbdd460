/**
 * @jest-environment node
 */
import { sharedReadCache } from './sharedReadCache';

/** A load whose answers the test releases one by one. */
function controlledLoad() {
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = jest.fn(() => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })));
  return { load, pending };
}

describe('sharedReadCache', () => {
  let now = 1_000_000;
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks once for any number of callers that miss at the same time, and gives them all the answer', async () => {
    const { load, pending } = controlledLoad();
    const read = sharedReadCache(load, { ttlMs: 60_000 });

    const readers = Array.from({ length: 200 }, () => read());
    expect(load).toHaveBeenCalledTimes(1);
    pending[0].resolve('partner');

    await expect(Promise.all(readers)).resolves.toEqual(Array(200).fill('partner'));
  });

  it('keeps the answer for its time to live, then asks again', async () => {
    let asked = 0;
    const load = jest.fn(async () => `answer ${(asked += 1)}`);
    const read = sharedReadCache(load, { ttlMs: 60_000 });

    await expect(read()).resolves.toBe('answer 1');
    now += 59_999;
    await expect(read()).resolves.toBe('answer 1');
    expect(load).toHaveBeenCalledTimes(1);

    now += 1;
    await expect(read()).resolves.toBe('answer 2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives every waiting caller the failure, keeps nothing, and the next caller asks again', async () => {
    const { load, pending } = controlledLoad();
    const read = sharedReadCache(load, { ttlMs: 60_000 });

    const waiting = [read(), read()];
    pending[0].reject(new TypeError('fetch failed'));
    await expect(Promise.all(waiting)).rejects.toThrow('fetch failed');

    const next = read();
    expect(load).toHaveBeenCalledTimes(2);
    pending[1].resolve('back');
    await expect(next).resolves.toBe('back');
  });

  it('past its time to live, callers that miss together wait for one new answer', async () => {
    const { load, pending } = controlledLoad();
    const read = sharedReadCache(load, { ttlMs: 1_000 });
    const first = read();
    pending[0].resolve('old');
    await first;

    now += 1_000;
    const [a, b] = [read(), read()];
    expect(load).toHaveBeenCalledTimes(2);
    pending[1].resolve('new');
    await expect(Promise.all([a, b])).resolves.toEqual(['new', 'new']);
  });
});
