import { act, screen } from '@testing-library/react';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { RetryPageMessage } from './RetryPageMessage';

const mockRouter = createMockRouter('/account/cards/[id]');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const retryPath = '/account/cards/7d0c1c52-5a8e-4f43-9d4e-0c6f1b1e2a33';
const fetchMock = jest.fn<Promise<Pick<Response, 'status'>>, Parameters<typeof fetch>>();

/** All the retry reads of an answer (jsdom has no `Response`). */
const answer = (status: number) => Promise.resolve({ status });

describe('RetryPageMessage', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(Math, 'random').mockReturnValue(1);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    fetchMock.mockReset();
    mockRouter.replace.mockClear();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('offers "Try again" and asks the server again by itself, showing the page once it can answer', async () => {
    fetchMock.mockImplementationOnce(() => answer(503)).mockImplementationOnce(() => answer(200));
    renderWithChakra(<RetryPageMessage title="This card could not be loaded" message="The service could not be reached." retryPath={retryPath} />);
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', retryPath);

    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenLastCalledWith(retryPath, { method: 'HEAD', cache: 'no-store' });
    expect(mockRouter.replace).not.toHaveBeenCalled();

    // Still 503: the next wait is longer (4 s).
    await act(() => jest.advanceTimersByTimeAsync(3_900));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(mockRouter.replace).toHaveBeenCalledWith(retryPath, undefined, { scroll: false });
  });
});
