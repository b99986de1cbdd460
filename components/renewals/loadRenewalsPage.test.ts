/**
 * @jest-environment node
 */
import { getAccountServerSidePropsWith } from '@/components/shell/getAccountServerSideProps';
import { accountRequest, answerPageQuery, serverPageProps } from '@/lib/testing/accountServerSide';
import { lagosToday } from '@/lib/validation';
import { renewalsVariables } from './renewalGroups';
import { loadRenewalsPage } from './loadRenewalsPage';

jest.mock('@/lib/apollo/serverClient', () => ({ createServerApolloClient: jest.fn() }));

const getServerSideProps = getAccountServerSidePropsWith(loadRenewalsPage);

describe('loadRenewalsPage', () => {
  it('asks for the window around the Lagos date and renders what it finds', async () => {
    const query = answerPageQuery(async () => ({ plan_order: [] }));
    const { ctx } = accountRequest('/account/renewals');
    const props = await serverPageProps(getServerSideProps, ctx);
    expect(props.renewalsPage).toEqual({ kind: 'found', orders: [], today: lagosToday() });
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ variables: renewalsVariables(lagosToday()), fetchPolicy: 'network-only' }));
  });

  it('is "unavailable" (503) when the data service does not answer', async () => {
    answerPageQuery(async () => {
      throw new TypeError('fetch failed');
    });
    const { ctx, res } = accountRequest('/account/renewals');
    const props = await serverPageProps(getServerSideProps, ctx);
    expect(props.renewalsPage).toMatchObject({ kind: 'unavailable', retryPath: '/account/renewals' });
    expect(res.statusCode).toBe(503);
  });
});
