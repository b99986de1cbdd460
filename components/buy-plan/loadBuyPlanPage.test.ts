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

  it("gives the sale the public origin its shared card link is built on (APP_PUBLIC_URL), not the request's host", async () => {
    const saved = process.env.APP_PUBLIC_URL;
    process.env.APP_PUBLIC_URL = 'https://agents.sunline.ng';
    try {
      answerPageQuery(async () => ({ customer: [], customer_aggregate: aggregate(0) }));
      const { ctx } = accountRequest('/account/buy-plan');
      ctx.req.headers['x-forwarded-host'] = 'evil.example';
      expect((await serverPageProps(getServerSideProps, ctx)).publicOrigin).toBe('https://agents.sunline.ng');
    } finally {
      if (saved === undefined) delete process.env.APP_PUBLIC_URL;
      else process.env.APP_PUBLIC_URL = saved;
    }
  });

  it('leaves the customers to the browser when the data service cannot answer', async () => {
    answerPageQuery(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await newestCustomers(accountRequest('/account/buy-plan').ctx)).toEqual({ kind: 'unanswered' });
  });
});
