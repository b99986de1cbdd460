/**
 * @jest-environment node
 */
import { activePartnerCode } from '@/brands/active';
import { PUBLIC_READ_TTL_MS } from '@/lib/server/sharedReadCache';

const partnerAnswer = { data: { partner: [{ __typename: 'partner', code: activePartnerCode, allow_postpaid_plan: true, id: 'p-1' }] } };
const answered = async () => new Response(JSON.stringify(partnerAnswer), { status: 200, headers: { 'content-type': 'application/json' } });
const refused = async (): Promise<Response> => {
  throw new TypeError('fetch failed');
};

/** A fresh module each time: the kept partner is the server process's. */
function freshLoadServerPartner() {
  let loaded: typeof import('./loadServerPartner') | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('./loadServerPartner')>('./loadServerPartner');
  });
  return loaded!.loadServerPartner;
}

describe('loadServerPartner', () => {
  let now = 1_000_000;
  let dataService: jest.SpyInstance;
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    dataService = jest.spyOn(globalThis, 'fetch').mockImplementation(answered);
  });
  afterEach(() => jest.restoreAllMocks());

  it('gives the partner the data service answered with, for the first paint', async () => {
    const loadServerPartner = freshLoadServerPartner();
    await expect(loadServerPartner()).resolves.toMatchObject({ id: 'p-1', code: activePartnerCode });
  });

  it("asks once for every page rendered within a minute, as the app server itself: no visitor's address, no token", async () => {
    const loadServerPartner = freshLoadServerPartner();
    const pages = await Promise.all(Array.from({ length: 200 }, () => loadServerPartner()));
    now += PUBLIC_READ_TTL_MS - 1;
    pages.push(await loadServerPartner());

    expect(pages.every((partner) => partner?.id === 'p-1')).toBe(true);
    expect(dataService).toHaveBeenCalledTimes(1);
    const headers = new Headers(dataService.mock.calls[0][1]?.headers);
    expect(headers.get('x-forwarded-for')).toBeNull();
    expect(headers.get('authorization')).toBeNull();

    now += 1;
    await loadServerPartner();
    expect(dataService).toHaveBeenCalledTimes(2);
  });

  it('gives the partner it last received when the data service stops answering, so the page keeps its shell', async () => {
    const loadServerPartner = freshLoadServerPartner();
    await loadServerPartner();
    now += PUBLIC_READ_TTL_MS;
    dataService.mockImplementation(refused);
    await expect(loadServerPartner()).resolves.toMatchObject({ id: 'p-1' });
  });

  it('gives nothing (the browser asks) when it never received one, and asks again on the next page', async () => {
    dataService.mockImplementation(refused);
    const loadServerPartner = freshLoadServerPartner();
    await expect(loadServerPartner()).resolves.toBeUndefined();

    dataService.mockImplementation(answered);
    await expect(loadServerPartner()).resolves.toMatchObject({ id: 'p-1' });
  });

  it('gives nothing when the data service knows no such partner', async () => {
    dataService.mockImplementation(async () => new Response(JSON.stringify({ data: { partner: [] } }), { status: 200, headers: { 'content-type': 'application/json' } }));
    const loadServerPartner = freshLoadServerPartner();
    await expect(loadServerPartner()).resolves.toBeUndefined();
  });
});
