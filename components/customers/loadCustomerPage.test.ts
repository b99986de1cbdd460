/**
 * @jest-environment node
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GetServerSidePropsContext } from 'next';
import { getAccountServerSidePropsWith } from '@/components/shell/getAccountServerSideProps';
import { accountRequest, answerPageQuery, serverPageProps } from '@/lib/testing/accountServerSide';
import { lagosToday } from '@/lib/validation';
import type { CustomerRecord } from './getCustomer';
import { loadCustomerPage } from './loadCustomerPage';

jest.mock('@/lib/apollo/serverClient', () => ({ createServerApolloClient: jest.fn() }));

const getServerSideProps = getAccountServerSidePropsWith(loadCustomerPage);

const customerId = '6f1c2a4e-1b2c-4d3e-8f40-5a6b7c8d9e01';
const customer = { __typename: 'customer', id: customerId, first_name: 'Ngozi', last_name: 'Eze', email: null, devices: [], plan_orders: [], claims: [] } as unknown as CustomerRecord;

const request = (id: unknown) => accountRequest(`/account/customers/${String(id)}`, { params: { id } });
const answer = (found: () => Promise<CustomerRecord | null>) => answerPageQuery(async () => ({ customer_by_pk: await found() }));

const customerPage = async (ctx: GetServerSidePropsContext) => (await serverPageProps(getServerSideProps, ctx)).customerPage;

describe('the customer page on the server', () => {
  it("gets the agent's customer, with today's Lagos date for the plan statuses", async () => {
    const query = answer(async () => customer);
    const { ctx, res } = request(customerId);
    expect(await customerPage(ctx)).toEqual({ kind: 'found', customer, today: lagosToday() });
    expect(res.statusCode).toBe(200);
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ variables: { id: customerId }, fetchPolicy: 'network-only' }));
  });

  it("answers not found (404) for another agent's customer or an unknown id (the service answers null)", async () => {
    answer(async () => null);
    const { ctx, res } = request(customerId);
    expect(await customerPage(ctx)).toEqual({ kind: 'not-found' });
    expect(res.statusCode).toBe(404);
  });

  it.each([['not-a-uuid'], ['<script>'], [undefined], [['a', 'b']]])('answers not found (404) for the malformed id %j without asking', async (id) => {
    const query = answer(async () => customer);
    const { ctx, res } = request(id);
    expect(await customerPage(ctx)).toEqual({ kind: 'not-found' });
    expect(res.statusCode).toBe(404);
    expect(query).not.toHaveBeenCalledWith(expect.objectContaining({ variables: { id } }));
  });

  it('leaves the customer to the browser when the data service cannot answer', async () => {
    answer(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await customerPage(request(customerId).ctx)).toEqual({ kind: 'unanswered', customerId });
  });

  it('ends the session when the data service refuses the token for the customer', async () => {
    answer(async () => {
      throw new CombinedGraphQLErrors({ errors: [{ message: 'Could not verify JWT', extensions: { code: 'invalid-jwt' } }] });
    });
    expect(await getServerSideProps(request(customerId).ctx)).toEqual({
      redirect: { destination: `/auth?ended=1&next=${encodeURIComponent(`/account/customers/${customerId}`)}`, permanent: false },
    });
  });
});
