import { getToken, saveToken } from './cookieStore';
import { endBrowserSession, resetEndBrowserSessionForTests } from './endBrowserSession';
import { loadPage } from './navigate';

jest.mock('./navigate', () => ({ loadPage: jest.fn() }));

describe('endBrowserSession', () => {
  beforeEach(() => {
    resetEndBrowserSessionForTests();
    jest.mocked(loadPage).mockClear();
    saveToken('a.b.c', 60_000);
    window.history.replaceState(null, '', '/account/orders?page=2');
  });

  it('forgets the token and the cache, then loads sign-in with the notice and the way back', async () => {
    const client = { clearStore: jest.fn(async () => []) };
    endBrowserSession(client);

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getToken()).toBeUndefined();
    expect(client.clearStore).toHaveBeenCalledTimes(1);
    expect(loadPage).toHaveBeenCalledWith('/auth?ended=1&next=%2Faccount%2Forders%3Fpage%3D2');
  });

  it('ends once when several operations are refused together', async () => {
    const client = { clearStore: jest.fn(async () => []) };
    endBrowserSession(client);
    endBrowserSession(client);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadPage).toHaveBeenCalledTimes(1);
  });
});
