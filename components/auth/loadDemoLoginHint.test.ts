/**
 * @jest-environment node
 */
import { activePartnerCode } from '@/brands/active';
import { PUBLIC_READ_TTL_MS } from '@/lib/server/sharedReadCache';

const HINT = '08030000001 / demo-password';
const STAFF_HINT = 'Claims officer: 08030000010 / demo-password';
const answer = (hint: string | null) => async () =>
  new Response(JSON.stringify({ data: { partner: [{ __typename: 'partner', id: 'p-1', demo_login_hint: hint, demo_staff_hint: hint && STAFF_HINT }] } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const refused = async (): Promise<Response> => {
  throw new TypeError('fetch failed');
};

/** A fresh module each time: the kept hint is the server process's. */
function freshLoadDemoLoginHint() {
  let loaded: typeof import('./loadDemoLoginHint') | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('./loadDemoLoginHint')>('./loadDemoLoginHint');
  });
  return loaded!.loadDemoLoginHint;
}

function freshLoadDemoHints() {
  let loaded: typeof import('./loadDemoLoginHint') | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('./loadDemoLoginHint')>('./loadDemoLoginHint');
  });
  return { agent: loaded!.loadDemoLoginHint, staff: loaded!.loadDemoStaffHint };
}

describe('loadDemoLoginHint', () => {
  let now = 1_000_000;
  let dataService: jest.SpyInstance;
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    dataService = jest.spyOn(globalThis, 'fetch').mockImplementation(answer(HINT));
  });
  afterEach(() => jest.restoreAllMocks());

  it("asks the partner's hint once a minute for every sign-in page, as the app server itself: no visitor's address", async () => {
    const loadDemoLoginHint = freshLoadDemoLoginHint();
    const pages = await Promise.all(Array.from({ length: 200 }, () => loadDemoLoginHint()));

    expect(new Set(pages)).toEqual(new Set([HINT]));
    expect(dataService).toHaveBeenCalledTimes(1);
    const [, init] = dataService.mock.calls[0];
    expect(JSON.parse(String(init?.body))).toMatchObject({ operationName: 'GetSignInPartner', variables: { code: activePartnerCode } });
    expect(new Headers(init?.headers).get('x-forwarded-for')).toBeNull();

    now += PUBLIC_READ_TTL_MS;
    dataService.mockImplementation(answer(null));
    await expect(loadDemoLoginHint()).resolves.toBeNull();
    expect(dataService).toHaveBeenCalledTimes(2);
  });

  it('gives no hint when the data service cannot be asked, and asks again on the next page', async () => {
    dataService.mockImplementation(refused);
    const loadDemoLoginHint = freshLoadDemoLoginHint();
    await expect(loadDemoLoginHint()).resolves.toBeNull();

    dataService.mockImplementation(answer(HINT));
    await expect(loadDemoLoginHint()).resolves.toBe(HINT);
  });

  it("reads the back office's sign-ins with the agent's, in the one read", async () => {
    const load = freshLoadDemoHints();
    await expect(Promise.all([load.agent(), load.staff()])).resolves.toEqual([HINT, STAFF_HINT]);
    expect(dataService).toHaveBeenCalledTimes(1);
  });
});
