/**
 * @jest-environment node
 */
import type { GetServerSidePropsContext } from 'next';
import { getAccountServerSidePropsWith } from '@/components/shell/getAccountServerSideProps';
import { accountRequest, answerPageQuery, serverPageProps } from '@/lib/testing/accountServerSide';
import { customerRow } from './buyPlanTestKit';
import { CUSTOMER_MATCHES, loadBuyPlanPage } from './loadBuyPlanPage';

jest.mock('@/lib/apollo/serverClient', () => ({ createServerApolloClient: jest.fn() }));

const getServerSideProps = getAccountServerSidePropsWith(loadBuyPlanPage);

const newestCustomers = async (ctx: GetServerSidePropsContext) => (await serverPageProps(getServerSideProps, ctx)).newestCustomers;

const aggregate = (count: number) => ({ __typename: 'customer_aggregate', aggregate: { __typename: 'customer_aggregate_fields', count } });

describe('the buy-plan page on the server', () => {
  it("gets the agent's newest customers for the first step, whatever the link asks", async () => {
    const query = answerPageQuery(async () => ({ customer: [customerRow], customer_aggregate: aggregate(14) }));
    const { ctx } = accountRequest('/account/buy-plan?customer=x&q=Ada&page=3', { query: { customer: 'x', q: 'Ada', page: '3' } });
    expect(await newestCustomers(ctx)).toEqual({ kind: 'page', q: '', page: 1, filters: {}, rows: [customerRow], total: 14 });
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ variables: { where: {}, limit: CUSTOMER_MATCHES, offset: 0 } }));
  });

  it('leaves the customers to the browser when the data service cannot answer', async () => {
    answerPageQuery(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await newestCustomers(accountRequest('/account/buy-plan').ctx)).toEqual({ kind: 'unanswered' });
  });
});
