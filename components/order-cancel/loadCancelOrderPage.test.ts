/**
 * @jest-environment node
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GetServerSidePropsContext } from 'next';
import { GetCurrentAgent } from '@/components/shell/getCurrentAgent';
import { getAccountServerSidePropsWith } from '@/components/shell/getAccountServerSideProps';
import type { QuoteCancellationQuery } from '@/lib/graphql/generated/graphql';
import { accountRequest, answerPageQuery, serverPageProps } from '@/lib/testing/accountServerSide';
import { lagosToday } from '@/lib/validation';
import { loadCancelOrderPage } from './loadCancelOrderPage';
import { QuoteCancellation } from './quoteCancellation';

jest.mock('@/lib/apollo/serverClient', () => ({ createServerApolloClient: jest.fn() }));

const getServerSideProps = getAccountServerSidePropsWith(loadCancelOrderPage);
const orderId = '7a59bcd0-cdaf-5cdc-b7aa-d284de771c7d';

const quoteAnswer = (): QuoteCancellationQuery => ({
  quote_cancellation: {
    __typename: 'cancellation_quote',
    order_id: orderId,
    reference: 'ORD-2026-000068',
    refund_kobo: 600_000,
    refund_to: 'WALLET',
    clawback_kobo: 60_000,
    basis: 'COOLING_OFF',
    reason: 'Within the 14-day cooling-off period: everything paid is refunded',
    cooling_off_ends_on: '2026-12-09',
  },
  plan_order_by_pk: {
    __typename: 'plan_order',
    id: orderId,
    policy_number: 'SUN-2026-000068',
    status: 'ACTIVE',
    starts_on: '2026-11-25',
    ends_on: '2027-11-24',
    plan: { __typename: 'plan', id: 'p-1', name: 'Screen Guard' },
    customer: { __typename: 'customer', id: 'c-1', first_name: 'Uche', last_name: 'Ahmed-Bello' },
    device: { __typename: 'device', id: 'd-1', brand: 'Samsung', model: 'Galaxy A55' },
  },
});

const refusal = (message: string, code: string) => new CombinedGraphQLErrors({ errors: [{ message, extensions: { code, field: 'order_id', path: '$' } }] });
const request = (id: unknown) => accountRequest(`/account/orders/${String(id)}/cancel`, { params: { id } });
const props = (ctx: GetServerSidePropsContext) => serverPageProps(getServerSideProps, ctx);
const pageQueries = (query: jest.Mock) => query.mock.calls.filter(([{ query: document }]) => document !== GetCurrentAgent);

describe('the cancel-plan page on the server', () => {
  it('quotes what cancelling the agent’s order does today, with whose plan it is', async () => {
    const query = answerPageQuery(async () => quoteAnswer());
    const { ctx, res } = request(orderId);
    const { cancelOrderPage } = await props(ctx);
    expect(res.statusCode).toBe(200);
    expect(pageQueries(query)).toEqual([[expect.objectContaining({ query: QuoteCancellation, variables: { orderId }, fetchPolicy: 'network-only' })]]);
    expect(cancelOrderPage).toEqual({
      kind: 'quoted',
      today: lagosToday(),
      quote: {
        orderId,
        reference: 'ORD-2026-000068',
        policyNumber: 'SUN-2026-000068',
        status: 'ACTIVE',
        planName: 'Screen Guard',
        startsOn: '2026-11-25',
        endsOn: '2027-11-24',
        customerName: 'Uche Ahmed-Bello',
        device: 'Samsung Galaxy A55',
        refundKobo: 600_000,
        refundTo: 'WALLET',
        clawbackKobo: 60_000,
        basis: 'COOLING_OFF',
        reason: 'Within the 14-day cooling-off period: everything paid is refunded',
        coolingOffEndsOn: '2026-12-09',
      },
    });
  });

  it.each([['not-a-uuid'], ['<script>'], [['a', 'b']]])('answers "not found" (404) for the malformed id %j without asking', async (id) => {
    const query = answerPageQuery(async () => quoteAnswer());
    const { ctx, res } = request(id);
    expect((await props(ctx)).cancelOrderPage).toEqual({ kind: 'not-found' });
    expect(res.statusCode).toBe(404);
    expect(pageQueries(query)).toEqual([]);
  });

  it("answers \"not found\" (404) for an unknown order and another agent's alike", async () => {
    answerPageQuery(async () => {
      throw refusal('Order not found', 'not-found');
    });
    const { ctx, res } = request(orderId);
    expect((await props(ctx)).cancelOrderPage).toEqual({ kind: 'not-found' });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['order-already-cancelled', 'Order ORD-2026-000068 is cancelled already'],
    ['order-not-cancellable', 'Order ORD-2026-000068 has ended: only a plan still in force or not yet paid can be cancelled'],
  ])('says why a plan that cannot be cancelled cannot (409, %s), in the service’s words', async (code, message) => {
    answerPageQuery(async () => {
      throw refusal(message, code);
    });
    const { ctx, res } = request(orderId);
    expect((await props(ctx)).cancelOrderPage).toEqual({ kind: 'not-cancellable', orderId, message });
    expect(res.statusCode).toBe(409);
  });

  it('says the order could not be loaded (503) when the data service cannot be reached', async () => {
    answerPageQuery(async () => {
      throw new TypeError('fetch failed');
    });
    const { ctx, res } = request(orderId);
    expect((await props(ctx)).cancelOrderPage).toEqual({
      kind: 'unavailable',
      message: 'The service could not be reached. Check the internet connection and try again.',
      retryPath: `/account/orders/${orderId}/cancel`,
    });
    expect(res.statusCode).toBe(503);
  });
});
