/**
 * @jest-environment node
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GetServerSidePropsContext } from 'next';
import { GetCurrentAgent } from '@/components/shell/getCurrentAgent';
import { getAccountServerSidePropsWith } from '@/components/shell/getAccountServerSideProps';
import { accountRequest, answerPageQuery, serverPageProps, testAgent } from '@/lib/testing/accountServerSide';
import { lagosToday } from '@/lib/validation';
import type { OrderRecord } from './getOrder';
import { loadOrderPage } from './loadOrderPage';

jest.mock('@/lib/apollo/serverClient', () => ({ createServerApolloClient: jest.fn() }));

const getServerSideProps = getAccountServerSidePropsWith(loadOrderPage);

const orderId = '7a59bcd0-cdaf-5cdc-b7aa-d284de771c7d';

const record = (extra: Partial<OrderRecord> = {}): OrderRecord => ({
  __typename: 'plan_order',
  id: orderId,
  reference: 'ORD-2026-000068',
  policy_number: 'SUN-2026-000068',
  status: 'ACTIVE',
  billing: 'POSTPAID',
  starts_on: '2026-01-31',
  ends_on: '2027-01-30',
  created_at: '2026-01-31T09:15:00Z',
  premium_kobo: 1_100_004,
  amount_paid_kobo: 91_667,
  commission_kobo: 9_167,
  instalments: 12,
  instalment_kobo: 91_667,
  lapsed_on: null,
  plan: { __typename: 'plan', id: 'pl', name: 'Total Care + Theft', covers: ['SCREEN', 'THEFT', 7] },
  device: { __typename: 'device', id: 'd', brand: 'Samsung', model: 'Galaxy A55', imei: '490154203237518' },
  customer: { __typename: 'customer', id: 'c-1', first_name: 'Uche', last_name: 'Ahmed-Bello', phone: '+2348031234567' },
  renewals_aggregate: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: 0 } },
  payments: [
    {
      __typename: 'payment', purpose: 'PLAN_PURCHASE', instalment_number: null, charge_attempt: null,
      id: 'pay-1',
      method: 'CARD',
      reference: 'PAY-2026-000101',
      card_last4: '0002',
      status: 'DECLINED',
      amount_kobo: 91_667,
      failure_reason: null,
      channel: null,
      gateway_reference: null,
      created_at: '2026-01-31T09:10:00Z',
      payment_events: [
        { __typename: 'payment_event', id: 'ev-1', status: 'PENDING', source: 'init', detail: { reference: 'PAY-2026-000101' }, at: '2026-01-31T09:10:00Z' },
        { __typename: 'payment_event', id: 'ev-2', status: 'FAILED', source: 'webhook', detail: { reason: 'Declined' }, at: '2026-01-31T09:11:00Z' },
      ],
    },
    {
      __typename: 'payment', purpose: 'PLAN_PURCHASE', instalment_number: null, charge_attempt: null,
      id: 'pay-2',
      method: 'WALLET',
      reference: 'PAY-2026-000102',
      card_last4: null,
      status: 'SUCCEEDED',
      amount_kobo: 91_667,
      failure_reason: null,
      channel: null,
      gateway_reference: null,
      created_at: '2026-01-31T09:15:00Z',
      payment_events: [],
    },
  ],
  claims: [{ __typename: 'claim', id: 'cl-1', reference: 'CLM-2026-000012', claim_type: 'SCREEN', status: 'UNDER_REVIEW', created_at: '2026-03-02T10:00:00Z' }],
  messages: [],
  ...extra,
});

const request = (id: unknown) => accountRequest(`/account/orders/${String(id)}`, { params: { id } });
const answer = (found: () => Promise<OrderRecord | null>) => answerPageQuery(async () => ({ plan_order_by_pk: await found() }));

const props = (ctx: GetServerSidePropsContext) => serverPageProps(getServerSideProps, ctx);

describe('the order page on the server', () => {
  it("shows the agent's order with its payments and claims, the IMEI masked, and today's Lagos date for the instalments", async () => {
    const query = answer(async () => record());
    const { ctx, res } = request(orderId);

    const { agent, orderPage } = await props(ctx);
    expect(agent).toEqual(testAgent);
    expect(res.statusCode).toBe(200);
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ variables: { id: orderId, boughtStatuses: ['ACTIVE', 'LAPSED', 'EXPIRED', 'CANCELLED'] }, fetchPolicy: 'network-only' }));
    expect(orderPage).toEqual({
      kind: 'found',
      today: lagosToday(),
      order: {
        id: orderId,
        reference: 'ORD-2026-000068',
        policyNumber: 'SUN-2026-000068',
        status: 'ACTIVE',
        billing: 'POSTPAID',
        startsOn: '2026-01-31',
        endsOn: '2027-01-30',
        createdAt: '2026-01-31T09:15:00Z',
        premiumKobo: 1_100_004,
        amountPaidKobo: 91_667,
        commissionKobo: 9_167,
        instalments: 12,
        instalmentKobo: 91_667,
        lapsedOn: null,
        plan: { name: 'Total Care + Theft', covers: ['SCREEN', 'THEFT'] },
        device: { id: 'd', brand: 'Samsung', model: 'Galaxy A55', maskedImei: '•••••••••••7518' },
        renewalsBought: 0,
        customer: { id: 'c-1', name: 'Uche Ahmed-Bello', phone: '+2348031234567' },
        payments: [
          { id: 'pay-1', purpose: 'PLAN_PURCHASE', instalmentNumber: null, chargeAttempt: null, method: 'CARD', reference: 'PAY-2026-000101', cardLast4: '0002', failureReason: null, channel: null, gatewayReference: null, status: 'DECLINED', amountKobo: 91_667, createdAt: '2026-01-31T09:10:00Z',
            events: [
              { id: 'ev-1', status: 'PENDING', source: 'init', detail: { reference: 'PAY-2026-000101' }, at: '2026-01-31T09:10:00Z' },
              { id: 'ev-2', status: 'FAILED', source: 'webhook', detail: { reason: 'Declined' }, at: '2026-01-31T09:11:00Z' },
            ] },
          { id: 'pay-2', purpose: 'PLAN_PURCHASE', instalmentNumber: null, chargeAttempt: null, method: 'WALLET', reference: 'PAY-2026-000102', cardLast4: null, failureReason: null, channel: null, gatewayReference: null, status: 'SUCCEEDED', amountKobo: 91_667, createdAt: '2026-01-31T09:15:00Z', events: [] },
        ],
        claims: [{ id: 'cl-1', reference: 'CLM-2026-000012', type: 'SCREEN', status: 'UNDER_REVIEW', createdAt: '2026-03-02T10:00:00Z' }],
        messages: [],
      },
    });
    // The whole IMEI never reaches the page's props (they are in its HTML).
    expect(JSON.stringify(orderPage)).not.toContain('490154203237518');
  });

  it('shows an order of any status, unpaid ones included', async () => {
    answer(async () => record({ status: 'PENDING_PAYMENT', billing: 'PREPAID', instalments: 1, instalment_kobo: null, amount_paid_kobo: 0, commission_kobo: 0, payments: [] }));
    const { ctx, res } = request(orderId);
    expect((await props(ctx)).orderPage).toMatchObject({ kind: 'found', order: { status: 'PENDING_PAYMENT', instalmentKobo: null, payments: [] } });
    expect(res.statusCode).toBe(200);
  });

  it.each([['not-a-uuid'], ['<script>'], [undefined], [['a', 'b']]])('answers "not found" (404) for the malformed id %j without asking', async (id) => {
    const query = answer(async () => record());
    const { ctx, res } = request(id);
    expect((await props(ctx)).orderPage).toEqual({ kind: 'not-found' });
    expect(res.statusCode).toBe(404);
    expect(query.mock.calls.every(([{ query: document }]) => document === GetCurrentAgent)).toBe(true);
  });

  it("answers \"not found\" (404) for an unknown id or another agent's order (the service answers null)", async () => {
    answer(async () => null);
    const { ctx, res } = request(orderId);
    expect((await props(ctx)).orderPage).toEqual({ kind: 'not-found' });
    expect(res.statusCode).toBe(404);
  });

  it('says the order could not be loaded (503) when the data service cannot be reached', async () => {
    answer(async () => {
      throw new TypeError('fetch failed');
    });
    const { ctx, res } = request(orderId);
    expect((await props(ctx)).orderPage).toEqual({
      kind: 'unavailable',
      message: 'The service could not be reached. Check the internet connection and try again.',
      retryPath: `/account/orders/${orderId}`,
    });
    expect(res.statusCode).toBe(503);
  });

  it('ends the session when the data service refuses the token for the order', async () => {
    answer(async () => {
      throw new CombinedGraphQLErrors({ errors: [{ message: 'Could not verify JWT', extensions: { code: 'invalid-jwt' } }] });
    });
    expect(await getServerSideProps(request(orderId).ctx)).toEqual({
      redirect: { destination: `/auth?ended=1&next=${encodeURIComponent(`/account/orders/${orderId}`)}`, permanent: false },
    });
  });
});
