/**
 * @jest-environment node
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { getAccountServerSidePropsWith } from '@/components/shell/getAccountServerSideProps';
import { OPEN_CLAIM_STATUSES } from '@/lib/domain/claims';
import { RECEIVED_PAYMENT_STATUSES } from '@/lib/domain/payments';
import { accountRequest, answerPageQuery, serverPageProps, testAgent, TEST_AGENT_ID } from '@/lib/testing/accountServerSide';
import type { DashboardData } from './getDashboard';
import { loadDashboardPage } from './loadDashboardPage';

jest.mock('@/lib/apollo/serverClient', () => ({ createServerApolloClient: jest.fn() }));

const getServerSideProps = getAccountServerSidePropsWith(loadDashboardPage);

const figures = {
  agent_by_pk: null,
  plans_sold: { aggregate: { count: 2, sum: { premium_kobo: 1_600_000 } } },
  collected: { aggregate: { sum: { amount_kobo: 700_000, refunded_kobo: null } } },
  commission: { aggregate: { sum: { amount_kobo: null } } },
  open_claims: { aggregate: { count: 1 } },
  renewals_due: { aggregate: { count: 0 } },
  renewal_to_do: [],
  renewal_to_do_total: { aggregate: { count: 0 } },
  instalment_to_do: [],
  latest_orders: [],
} as unknown as DashboardData;

const request = () => accountRequest('/account/dashboard').ctx;

const dashboardProps = () => serverPageProps(getServerSideProps, request());

describe('the dashboard on the server', () => {
  it("gets the agent's figures for this Lagos month, absent ones as zero and the wallet unknown", async () => {
    const query = answerPageQuery(async () => figures);
    const { dashboard } = await dashboardProps();

    expect(query).toHaveBeenCalledWith(
      expect.objectContaining({
        variables: expect.objectContaining({
          agentId: TEST_AGENT_ID,
          monthStart: expect.stringMatching(/^\d{4}-\d{2}-01T00:00:00\+01:00$/),
          // The open-claim rule's statuses travel as a variable (lib/domain/claims), never as literals in the query.
          openClaimStatuses: [...OPEN_CLAIM_STATUSES],
          receivedStatuses: [...RECEIVED_PAYMENT_STATUSES],
          // The to-do list's first five, in the same round trip.
          renewalToDo: expect.objectContaining({ renewal_reminders: {} }),
          renewalToDoLimit: 5,
        }),
        fetchPolicy: 'network-only',
      }),
    );
    expect(Date.now() - Date.parse(dashboard.now)).toBeLessThan(5_000);
    expect(dashboard.summary).toEqual({
      plansSoldCount: 2,
      plansSoldValueKobo: 1_600_000,
      premiumCollectedKobo: 700_000,
      commissionKobo: 0,
      walletBalanceKobo: null,
      openClaimsCount: 1,
      renewalsDueCount: 0,
      renewalToDo: [],
      renewalToDoCount: 0,
      instalmentToDo: [],
      latestOrders: [],
    });
  });

  it('leaves the figures to the browser when the data service cannot answer', async () => {
    answerPageQuery(async () => {
      throw new TypeError('fetch failed');
    });
    const { dashboard, agent } = await dashboardProps();
    expect(dashboard.summary).toBeNull();
    expect(agent).toEqual(testAgent);
  });

  it('ends the session when the data service refuses the token for the figures', async () => {
    answerPageQuery(async () => {
      throw new CombinedGraphQLErrors({ errors: [{ message: 'Could not verify JWT', extensions: { code: 'invalid-jwt' } }] });
    });
    expect(await getServerSideProps(request())).toEqual({
      redirect: { destination: `/auth?ended=1&next=${encodeURIComponent('/account/dashboard')}`, permanent: false },
    });
  });
});
