/**
 * @jest-environment node
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GetServerSidePropsContext } from 'next';
import { GetCurrentAgent } from '@/components/shell/getCurrentAgent';
import { getAccountServerSidePropsWith } from '@/components/shell/getAccountServerSideProps';
import type { QuoteClaimQuery } from '@/lib/graphql/generated/graphql';
import { accountRequest, answerPageQuery, serverPageProps } from '@/lib/testing/accountServerSide';
import { lagosToday } from '@/lib/validation';
import { GetClaimableOrders, type ClaimableOrderRow } from './getClaimableOrders';
import { loadNewClaimPage } from './loadNewClaimPage';
import { QuoteClaim } from './quoteClaim';

jest.mock('@/lib/apollo/serverClient', () => ({ createServerApolloClient: jest.fn() }));

const getServerSideProps = getAccountServerSidePropsWith(loadNewClaimPage);

const orderId = '7a59bcd0-cdaf-5cdc-b7aa-d284de771c7d';
const openClaimId = '3c1e4b6f-9d55-4c1a-8b3c-4d5e6f708192';

const quoteAnswer = (): QuoteClaimQuery => ({
  quote_claim: {
    __typename: 'claim_quote',
    order_id: orderId,
    reference: 'ORD-2026-000068',
    plan_name: 'Total Care + Theft',
    starts_on: '2026-01-31',
    ends_on: '2027-01-30',
    claims_per_term: 2,
    claims_used: 1,
    open_claim: { __typename: 'open_claim_ref', claim_id: openClaimId, reference: 'CLM-2026-000045' },
    options: [
      { __typename: 'claim_type_option', claim_type: 'SCREEN', excess_kobo: 500_000, covered_from: '2026-02-14' },
      { __typename: 'claim_type_option', claim_type: 'THEFT', excess_kobo: 4_500_000, covered_from: '2026-03-02' },
    ],
  },
  plan_order_by_pk: {
    __typename: 'plan_order',
    id: orderId,
    policy_number: 'SUN-2026-000068',
    status: 'ACTIVE',
    customer: { __typename: 'customer', id: 'c-1', first_name: 'Uche', last_name: 'Ahmed-Bello' },
    device: { __typename: 'device', id: 'd-1', brand: 'Samsung', model: 'Galaxy A55' },
  },
});

const refusal = (message: string, code: string) => new CombinedGraphQLErrors({ errors: [{ message, extensions: { code, field: 'order_id', path: '$' } }] });

const request = (order?: unknown) =>
  accountRequest(order === undefined ? '/account/warranty/new' : `/account/warranty/new?order=${String(order)}`, { query: order === undefined ? {} : { order } });
const props = (ctx: GetServerSidePropsContext) => serverPageProps(getServerSideProps, ctx);
const pageQueries = (query: jest.Mock) => query.mock.calls.filter(([{ query: document }]) => document !== GetCurrentAgent);

describe('the new-claim page on the server', () => {
  it("quotes the agent's order named by ?order=, with whose it is, and today's Lagos date", async () => {
    const query = answerPageQuery(async () => quoteAnswer());
    const { ctx, res } = request(orderId);

    const { newClaimPage } = await props(ctx);
    expect(res.statusCode).toBe(200);
    expect(pageQueries(query)).toEqual([[expect.objectContaining({ query: QuoteClaim, variables: { orderId }, fetchPolicy: 'network-only' })]]);
    expect(newClaimPage).toEqual({
      kind: 'quoted',
      today: lagosToday(),
      order: {
        id: orderId,
        reference: 'ORD-2026-000068',
        policyNumber: 'SUN-2026-000068',
        status: 'ACTIVE',
        planName: 'Total Care + Theft',
        startsOn: '2026-01-31',
        endsOn: '2027-01-30',
        customerName: 'Uche Ahmed-Bello',
        device: 'Samsung Galaxy A55',
        claimsPerTerm: 2,
        claimsUsed: 1,
        openClaim: { id: openClaimId, reference: 'CLM-2026-000045' },
        options: [
          { claimType: 'SCREEN', excessKobo: 500_000, coveredFrom: '2026-02-14' },
          { claimType: 'THEFT', excessKobo: 4_500_000, coveredFrom: '2026-03-02' },
        ],
      },
    });
  });

  it.each([['not-a-uuid'], ['<script>'], [''], [['a', 'b']]])('answers "not found" (404) for the malformed order %j without asking', async (order) => {
    const query = answerPageQuery(async () => quoteAnswer());
    const { ctx, res } = request(order);
    expect((await props(ctx)).newClaimPage).toEqual({ kind: 'not-found' });
    expect(res.statusCode).toBe(404);
    expect(pageQueries(query)).toEqual([]);
  });

  it("answers \"not found\" (404) for an unknown order and another agent's alike (the service's not-found)", async () => {
    answerPageQuery(async () => {
      throw refusal('Order not found', 'not-found');
    });
    const { ctx, res } = request(orderId);
    expect((await props(ctx)).newClaimPage).toEqual({ kind: 'not-found' });
    expect(res.statusCode).toBe(404);
  });

  it('says why an order that never covered anything cannot be claimed on (409), in the service’s words', async () => {
    answerPageQuery(async () => {
      throw refusal('This plan was cancelled: claims need an active plan', 'plan-not-active');
    });
    const { ctx, res } = request(orderId);
    expect((await props(ctx)).newClaimPage).toEqual({ kind: 'not-claimable', orderId, message: 'This plan was cancelled: claims need an active plan' });
    expect(res.statusCode).toBe(409);
  });

  it('says the order could not be loaded (503) when the data service cannot be reached', async () => {
    answerPageQuery(async () => {
      throw new TypeError('fetch failed');
    });
    const { ctx, res } = request(orderId);
    expect((await props(ctx)).newClaimPage).toEqual({
      kind: 'unavailable',
      message: 'The service could not be reached. Check the internet connection and try again.',
      retryPath: `/account/warranty/new?order=${orderId}`,
    });
    expect(res.statusCode).toBe(503);
  });

  it('ends the session when the data service refuses the token for the quote', async () => {
    answerPageQuery(async () => {
      throw new CombinedGraphQLErrors({ errors: [{ message: 'Could not verify JWT', extensions: { code: 'invalid-jwt' } }] });
    });
    expect(await getServerSideProps(request(orderId).ctx)).toEqual({
      redirect: { destination: `/auth?ended=1&next=${encodeURIComponent(`/account/warranty/new?order=${orderId}`)}`, permanent: false },
    });
  });

  describe('without an order', () => {
    const row: ClaimableOrderRow = {
      __typename: 'plan_order',
      id: orderId,
      reference: 'ORD-2026-000068',
      policy_number: 'SUN-2026-000068',
      status: 'ACTIVE',
      ends_on: '2027-01-30',
      plan: { __typename: 'plan', id: 'p-1', name: 'Total Care' },
      device: { __typename: 'device', id: 'd-1', brand: 'Samsung', model: 'Galaxy A55' },
      customer: { __typename: 'customer', id: 'c-1', first_name: 'Uche', last_name: 'Ahmed-Bello' },
    };

    it('offers the most recent orders a claim may be filed on, the statuses passed as a variable', async () => {
      const query = answerPageQuery(async () => ({ plan_order: [row], plan_order_aggregate: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: 14 } } }));
      const { ctx, res } = request();
      expect((await props(ctx)).newClaimPage).toEqual({ kind: 'pick', recentOrders: { kind: 'page', q: '', page: 1, filters: {}, rows: [row], total: 14 } });
      expect(res.statusCode).toBe(200);
      expect(pageQueries(query)).toEqual([
        [expect.objectContaining({ query: GetClaimableOrders, variables: { where: {}, statuses: ['ACTIVE', 'EXPIRED', 'LAPSED'], limit: 10, offset: 0 } })],
      ]);
    });

    it('leaves the orders to the browser when the data service cannot be reached', async () => {
      answerPageQuery(async () => {
        throw new TypeError('fetch failed');
      });
      expect((await props(request().ctx)).newClaimPage).toEqual({ kind: 'pick', recentOrders: { kind: 'unanswered' } });
    });
  });
});
