/**
 * @jest-environment node
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GetServerSidePropsContext } from 'next';
import { GetCurrentAgent } from '@/components/shell/getCurrentAgent';
import { getAccountServerSidePropsWith } from '@/components/shell/getAccountServerSideProps';
import { createServerApolloClient } from '@/lib/apollo/serverClient';
import type { DashboardData } from './getDashboard';
import { loadDashboardPage } from './loadDashboardPage';

jest.mock('@/lib/apollo/serverClient', () => ({ createServerApolloClient: jest.fn() }));

const getServerSideProps = getAccountServerSidePropsWith(loadDashboardPage);

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const agentId = '1fd4fccc-8a91-5f6b-b4ef-8dd37b514210';
const token = `${segment({ alg: 'HS256' })}.${segment({ exp: 9_999_999_999, 'https://hasura.io/jwt/claims': { 'x-hasura-user-id': agentId } })}.sig`;
const agent = { __typename: 'agent', id: agentId, first_name: 'Amaka', last_name: 'Okonkwo', phone: '+2348030000001', email: null };

const figures = {
  agent_by_pk: null,
  plans_sold: { aggregate: { count: 2, sum: { premium_kobo: 1_600_000 } } },
  commission: { aggregate: { sum: { amount_kobo: null } } },
  open_claims: { aggregate: { count: 1 } },
  renewals_due: { aggregate: { count: 0 } },
  latest_orders: [],
} as unknown as DashboardData;

/** The data service: the agent's row, and the dashboard's answer (or what it throws). */
function answer(dashboard: () => Promise<DashboardData>) {
  const query = jest.fn(async ({ query: document }: { query: unknown }) =>
    document === GetCurrentAgent ? { data: { agent_by_pk: agent } } : { data: await dashboard() },
  );
  jest.mocked(createServerApolloClient).mockReturnValue({ query } as unknown as ReturnType<typeof createServerApolloClient>);
  return query;
}

function context() {
  const res = { statusCode: 200, setHeader: jest.fn(), getHeader: jest.fn() };
  const req = { headers: { cookie: `DC_AGENT_TOKEN=${token}` }, socket: {} };
  return { req, res, params: {}, query: {}, resolvedUrl: '/account/dashboard' } as unknown as GetServerSidePropsContext;
}

async function dashboardProps() {
  const result = await getServerSideProps(context());
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  const props = await result.props;
  // Next sends the props as JSON: what does not survive it would fail the render.
  expect(JSON.parse(JSON.stringify(props))).toEqual(props);
  return props;
}

describe('the dashboard on the server', () => {
  it("gets the agent's figures for this Lagos month, absent ones as zero and the wallet unknown", async () => {
    const query = answer(async () => figures);
    const { dashboard } = await dashboardProps();

    expect(query).toHaveBeenCalledWith(
      expect.objectContaining({
        variables: expect.objectContaining({ agentId, monthStart: expect.stringMatching(/^\d{4}-\d{2}-01T00:00:00\+01:00$/) }),
        fetchPolicy: 'network-only',
      }),
    );
    expect(Date.now() - Date.parse(dashboard.now)).toBeLessThan(5_000);
    expect(dashboard.summary).toEqual({
      plansSoldCount: 2,
      plansSoldValueKobo: 1_600_000,
      commissionKobo: 0,
      walletBalanceKobo: null,
      openClaimsCount: 1,
      renewalsDueCount: 0,
      latestOrders: [],
    });
  });

  it('leaves the figures to the browser when the data service cannot answer', async () => {
    answer(async () => {
      throw new TypeError('fetch failed');
    });
    const { dashboard, agent: shellAgent } = await dashboardProps();
    expect(dashboard.summary).toBeNull();
    expect(shellAgent).toEqual(agent);
  });

  it('ends the session when the data service refuses the token for the figures', async () => {
    answer(async () => {
      throw new CombinedGraphQLErrors({ errors: [{ message: 'Could not verify JWT', extensions: { code: 'invalid-jwt' } }] });
    });
    expect(await getServerSideProps(context())).toEqual({
      redirect: { destination: `/auth?ended=1&next=${encodeURIComponent('/account/dashboard')}`, permanent: false },
    });
  });
});
