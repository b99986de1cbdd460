import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { AUTO_RETRY_MAX_DELAY_MS, autoRetryDelay, useAutoRetry } from './useAutoRetry';

/** A load that fails until `answers` says otherwise; each attempt takes `attemptMs`. */
function renderFailingLoad({ attemptMs = 500 } = {}) {
  const attempts: number[] = [];
  let serviceBack = false;
  function FailingLoad() {
    const [state, setState] = useState({ failed: true, retrying: false });
    useAutoRetry({
      ...state,
      retry: () => {
        attempts.push(Date.now());
        setState({ failed: true, retrying: true });
        setTimeout(() => setState({ failed: !serviceBack, retrying: false }), attemptMs);
      },
    });
    return <p>{state.failed ? 'failed' : 'loaded'}</p>;
  }
  const view = render(<FailingLoad />);
  return { attempts, view, bringServiceBack: () => (serviceBack = true) };
}

function setOnline(online: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** Lets `ms` pass in steps of 100 ms, React rendering (and running effects) in between. */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 100) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(Math.min(left, 100));
    });
  }
}

describe('autoRetryDelay', () => {
  it('doubles from 2 s, is capped at 30 s, and takes a random part of the first half off', () => {
    const longest = () => 0.999_999;
    const shortest = () => 0;
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => Math.round(autoRetryDelay(attempt, longest)))).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect([0, 1, 4].map((attempt) => autoRetryDelay(attempt, shortest))).toEqual([1_000, 2_000, 15_000]);
    expect(autoRetryDelay(60)).toBeLessThanOrEqual(AUTO_RETRY_MAX_DELAY_MS);
  });
});

describe('useAutoRetry', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
    // Pin the jitter to its longest draw: the whole wait.
    jest.spyOn(Math, 'random').mockReturnValue(1);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('retries by itself with growing waits (2 s, 4 s, 8 s … each after the last attempt ended)', async () => {
    const { attempts } = renderFailingLoad({ attemptMs: 500 });
    await advance(1_900);
    expect(attempts).toHaveLength(0);
    await advance(100);
    expect(attempts).toEqual([2_000]);
    // The attempt fails at 2.5 s; the next wait (4 s) starts then.
    await advance(4_400);
    expect(attempts).toEqual([2_000]);
    await advance(100);
    expect(attempts).toEqual([2_000, 6_500]);
    await advance(8_500);
    expect(attempts).toEqual([2_000, 6_500, 15_000]);
  });

  it('never waits more than 30 s between attempts', async () => {
    const { attempts } = renderFailingLoad({ attemptMs: 100 });
    await advance(200_000);
    const gaps = attempts.slice(1).map((at, index) => at - attempts[index]);
    // Each gap is the attempt (100 ms) and the wait after it.
    expect(gaps.slice(0, 4)).toEqual([4_100, 8_100, 16_100, 30_100]);
    expect(Math.max(...gaps)).toBe(30_100);
  });

  it('stops once the load succeeds', async () => {
    const { attempts, bringServiceBack, view } = renderFailingLoad({ attemptMs: 500 });
    await advance(2_000);
    bringServiceBack();
    await advance(500);
    expect(view.container).toHaveTextContent('loaded');
    await advance(120_000);
    expect(attempts).toHaveLength(1);
  });

  it('retries at once when the browser comes back online, and not at all while it is offline', async () => {
    const { attempts } = renderFailingLoad({ attemptMs: 500 });
    setOnline(false);
    await advance(60_000);
    expect(attempts).toHaveLength(0);
    setOnline(true);
    expect(attempts).toEqual([60_000]);
  });

  it('does nothing while the load has not failed', async () => {
    const retry = jest.fn();
    function Healthy() {
      useAutoRetry({ failed: false, retrying: false, retry });
      return null;
    }
    render(<Healthy />);
    await advance(120_000);
    setOnline(true);
    expect(retry).not.toHaveBeenCalled();
  });
});
