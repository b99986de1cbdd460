/**
 * @jest-environment node
 */
import { activePartnerCode } from '@/brands/active';
import { createApolloClient } from '@/lib/apollo/createApolloClient';

const partnerAnswer = { data: { partner: [{ __typename: 'partner', code: activePartnerCode, allow_postpaid_plan: true, id: 'p-1' }] } };
const answered = (async () => new Response(JSON.stringify(partnerAnswer), { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch;
const refused = (async () => {
  throw new TypeError('fetch failed');
}) as typeof fetch;

const serverClient = (fetchImpl: typeof fetch) => createApolloClient({ uri: 'http://data.test/v1/graphql', getToken: () => undefined, ssr: true, fetch: fetchImpl });

/** A fresh module each time: the remembered partner is the server process's. */
function freshLoadServerPartner() {
  let loaded: typeof import('./loadServerPartner') | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('./loadServerPartner')>('./loadServerPartner');
  });
  return loaded!.loadServerPartner;
}

describe('loadServerPartner', () => {
  it('gives the partner the data service answered with, for the first paint', async () => {
    const loadServerPartner = freshLoadServerPartner();
    await expect(loadServerPartner(serverClient(answered))).resolves.toMatchObject({ id: 'p-1', code: activePartnerCode });
  });

  it('gives the partner it last received when the data service stops answering, so the page keeps its shell', async () => {
    const loadServerPartner = freshLoadServerPartner();
    await loadServerPartner(serverClient(answered));
    await expect(loadServerPartner(serverClient(refused))).resolves.toMatchObject({ id: 'p-1' });
  });

  it('gives nothing (the browser asks) when it never received one', async () => {
    const loadServerPartner = freshLoadServerPartner();
    await expect(loadServerPartner(serverClient(refused))).resolves.toBeUndefined();
  });

  it('gives nothing when the data service knows no such partner', async () => {
    const loadServerPartner = freshLoadServerPartner();
    const none = (async () => new Response(JSON.stringify({ data: { partner: [] } }), { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch;
    await expect(loadServerPartner(serverClient(none))).resolves.toBeUndefined();
  });
});
