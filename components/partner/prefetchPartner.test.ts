/**
 * @jest-environment node
 */
import type { ApolloClient } from '@apollo/client';
import { activePartnerCode } from '@/brands/active';
import { createApolloClient } from '@/lib/apollo/createApolloClient';
import { GetPartnerByCode } from './getPartnerByCode';

const partnerAnswer = { data: { partner: [{ __typename: 'partner', code: activePartnerCode, allow_postpaid_plan: true, id: 'p-1' }] } };
const answered = (async () => new Response(JSON.stringify(partnerAnswer), { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch;
const refused = (async () => {
  throw new TypeError('fetch failed');
}) as typeof fetch;

const serverClient = (fetchImpl: typeof fetch) => createApolloClient({ uri: 'http://data.test/v1/graphql', getToken: () => undefined, ssr: true, fetch: fetchImpl });
const cachedPartner = (client: ApolloClient) => client.readQuery({ query: GetPartnerByCode, variables: { code: activePartnerCode } })?.partner[0];

/** A fresh module each time: the remembered partner is the server process's. */
function loadPrefetchPartner() {
  let loaded: typeof import('./prefetchPartner') | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('./prefetchPartner')>('./prefetchPartner');
  });
  return loaded!.prefetchPartner;
}

describe('prefetchPartner', () => {
  it('puts the partner in the cache for the first paint', async () => {
    const prefetchPartner = loadPrefetchPartner();
    const client = serverClient(answered);
    await prefetchPartner(client);
    expect(cachedPartner(client)?.id).toBe('p-1');
  });

  it('uses the partner it last received when the data service stops answering, so the page keeps its shell', async () => {
    const prefetchPartner = loadPrefetchPartner();
    await prefetchPartner(serverClient(answered));
    const whileDown = serverClient(refused);
    await expect(prefetchPartner(whileDown)).resolves.toBeUndefined();
    expect(cachedPartner(whileDown)).toMatchObject({ id: 'p-1', allow_postpaid_plan: true });
  });

  it('leaves the cache empty (the browser asks) when it never received one', async () => {
    const prefetchPartner = loadPrefetchPartner();
    const whileDown = serverClient(refused);
    await prefetchPartner(whileDown);
    expect(cachedPartner(whileDown)).toBeUndefined();
  });
});
