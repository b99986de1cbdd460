/**
 * @jest-environment node
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GetServerSidePropsContext } from 'next';
import { GetCurrentAgent } from '@/components/shell/getCurrentAgent';
import { getAccountServerSidePropsWith } from '@/components/shell/getAccountServerSideProps';
import { createServerApolloClient } from '@/lib/apollo/serverClient';
import { serverPageProps } from '@/lib/testing/accountServerSide';
import { addDays, lagosToday } from '@/lib/validation';
import type { CardOrder } from './getProtectionCard';
import { loadCardPage } from './loadCardPage';

jest.mock('@/lib/apollo/serverClient', () => ({ createServerApolloClient: jest.fn() }));

const getServerSideProps = getAccountServerSidePropsWith(loadCardPage);

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const agentId = '1fd4fccc-8a91-5f6b-b4ef-8dd37b514210';
const token = `${segment({ alg: 'HS256' })}.${segment({ exp: 9_999_999_999, 'https://hasura.io/jwt/claims': { 'x-hasura-user-id': agentId } })}.sig`;
const agent = { __typename: 'agent', id: agentId, first_name: 'Amaka', last_name: 'Okonkwo', phone: '+2348030000001', email: null };
const orderId = '7a59bcd0-cdaf-5cdc-b7aa-d284de771c7d';
const today = lagosToday();

const order = (extra: Partial<CardOrder> = {}): CardOrder => ({
  __typename: 'plan_order',
  id: orderId,
  policy_number: 'SUN-2026-000068',
  status: 'ACTIVE',
  starts_on: addDays(today, -30),
  ends_on: addDays(today, 334),
  verification_code: 'Qkg9Ktr1z8V97qZATsZTYA',
  partner: { __typename: 'partner', id: 'p', name: 'Sunline Protect' },
  plan: { __typename: 'plan', id: 'pl', name: 'Total Care + Theft', covers: ['SCREEN', 'THEFT', 7], claims_per_term: 2, excess_kobo: 500_000, theft_excess_rate_bp: 1000 },
  device: { __typename: 'device', id: 'd', brand: 'Samsung', model: 'Galaxy A55', imei: '490154203237518' },
  customer: { __typename: 'customer', id: 'c', first_name: 'Uche', last_name: 'Ahmed-Bello' },
  ...extra,
});

/** The data service: the agent's row, and `card` (or what it throws) for the card's query. */
function answer(card: () => Promise<CardOrder | null>) {
  const query = jest.fn(async ({ query: document }: { query: unknown }) =>
    document === GetCurrentAgent ? { data: { agent_by_pk: agent } } : { data: { plan_order_by_pk: await card() } },
  );
  jest.mocked(createServerApolloClient).mockReturnValue({ query } as unknown as ReturnType<typeof createServerApolloClient>);
  return query;
}

function context(id: string, { query = {}, headers = {} }: { query?: Record<string, string>; headers?: Record<string, string> } = {}) {
  const res = { statusCode: 200, setHeader: jest.fn(), getHeader: jest.fn() };
  const req = { headers: { cookie: `DC_AGENT_TOKEN=${token}`, host: 'agents.sunline.ng', ...headers }, socket: {} };
  const ctx = { req, res, params: { id }, query: { id, ...query }, resolvedUrl: `/account/cards/${id}` };
  return { ctx: ctx as unknown as GetServerSidePropsContext, res };
}

const props = (ctx: GetServerSidePropsContext) => serverPageProps(getServerSideProps, ctx);

describe('the card page on the server', () => {
  const savedPublicUrl = process.env.APP_PUBLIC_URL;
  beforeEach(() => {
    process.env.APP_PUBLIC_URL = 'https://agents.sunline.ng';
  });
  afterEach(() => {
    if (savedPublicUrl === undefined) delete process.env.APP_PUBLIC_URL;
    else process.env.APP_PUBLIC_URL = savedPublicUrl;
  });

  it("shows the agent's card, its IMEI masked, with the QR link on the app's public address", async () => {
    const query = answer(async () => order());
    const { ctx, res } = context(orderId);

    const { agent: shellAgent, cardPage } = await props(ctx);
    expect(shellAgent).toEqual(agent);
    expect(res.statusCode).toBe(200);
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ variables: { id: orderId }, fetchPolicy: 'network-only' }));
    expect(cardPage).toEqual({
      kind: 'found',
      verificationLink: 'https://agents.sunline.ng/verify/Qkg9Ktr1z8V97qZATsZTYA',
      qrCodeSvg: expect.stringMatching(/^<svg [^>]*data-url="https:\/\/agents\.sunline\.ng\/verify\/Qkg9Ktr1z8V97qZATsZTYA"/),
      printOnArrival: false,
      card: {
        orderId,
        policyNumber: 'SUN-2026-000068',
        status: 'ACTIVE',
        startsOn: addDays(today, -30),
        endsOn: addDays(today, 334),
        partnerName: 'Sunline Protect',
        customerName: 'Uche Ahmed-Bello',
        deviceBrand: 'Samsung',
        deviceModel: 'Galaxy A55',
        maskedImei: '•••••••••••7518',
        planName: 'Total Care + Theft',
        covers: ['SCREEN', 'THEFT'],
        claimsPerTerm: 2,
        excessKobo: 500_000,
        theftExcessRateBp: 1000,
        verificationCode: 'Qkg9Ktr1z8V97qZATsZTYA',
      },
    });
    // The whole IMEI never reaches the page's props (they are in its HTML).
    expect(JSON.stringify(cardPage)).not.toContain('490154203237518');
  });

  it('works the status out from the dates, and says to print with ?print=1', async () => {
    answer(async () => order({ starts_on: addDays(today, -400), ends_on: addDays(today, -35) }));
    const { cardPage } = await props(context(orderId, { query: { print: '1' } }).ctx);
    expect(cardPage).toMatchObject({ kind: 'found', printOnArrival: true, card: { status: 'EXPIRED' } });
  });

  it('answers "not found" (404) for a malformed id without asking the data service', async () => {
    const query = answer(async () => order());
    const { ctx, res } = context('not-a-card');
    expect((await props(ctx)).cardPage).toEqual({ kind: 'not-found' });
    expect(res.statusCode).toBe(404);
    expect(query.mock.calls.every(([{ query: document }]) => document === GetCurrentAgent)).toBe(true);
  });

  it.each([
    ['an unknown id or another agent’s order', null],
    ['an order never paid for', order({ status: 'PENDING_PAYMENT' })],
    ['a failed payment', order({ status: 'PAYMENT_FAILED' })],
  ])('answers "not found" (404) for %s', async (_, found) => {
    answer(async () => found);
    const { ctx, res } = context(orderId);
    expect((await props(ctx)).cardPage).toEqual({ kind: 'not-found' });
    expect(res.statusCode).toBe(404);
  });

  it('says the card could not be loaded (503) when the data service cannot be reached', async () => {
    answer(async () => {
      throw new TypeError('fetch failed');
    });
    const { ctx, res } = context(orderId);
    expect((await props(ctx)).cardPage).toEqual({
      kind: 'unavailable',
      message: 'The service could not be reached. Check the internet connection and try again.',
      retryPath: `/account/cards/${orderId}`,
    });
    expect(res.statusCode).toBe(503);
  });

  it('ends the session when the data service refuses the token for the card', async () => {
    answer(async () => {
      throw new CombinedGraphQLErrors({ errors: [{ message: 'Could not verify JWT', extensions: { code: 'invalid-jwt' } }] });
    });
    expect(await getServerSideProps(context(orderId).ctx)).toEqual({
      redirect: { destination: `/auth?ended=1&next=${encodeURIComponent(`/account/cards/${orderId}`)}`, permanent: false },
    });
  });

  it.each([
    ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
    ['Host', { host: 'evil.example' }],
    ['Forwarded', { forwarded: 'host=evil.example;proto=https' }],
    ['a Host carrying markup', { host: 'evil.example/"><script>' }],
  ])('links to the public address whatever the request says in %s', async (_, headers) => {
    answer(async () => order());
    const { cardPage } = await props(context(orderId, { headers }).ctx);
    expect(cardPage).toMatchObject({
      kind: 'found',
      verificationLink: 'https://agents.sunline.ng/verify/Qkg9Ktr1z8V97qZATsZTYA',
      qrCodeSvg: expect.stringContaining('data-url="https://agents.sunline.ng/verify/Qkg9Ktr1z8V97qZATsZTYA"'),
    });
    expect(JSON.stringify(cardPage)).not.toContain('evil.example');
  });
});
