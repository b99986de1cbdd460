/**
 * @jest-environment node
 */
import { getAccountServerSidePropsWith } from '@/components/shell/getAccountServerSideProps';
import { accountRequest, answerPageQuery, serverPageProps } from '@/lib/testing/accountServerSide';
import { lagosToday } from '@/lib/validation';
import { GetRenewals } from './getRenewals';
import { loadRenewalsPage, renewalsPageVariables } from './loadRenewalsPage';

jest.mock('@/lib/apollo/serverClient', () => ({ createServerApolloClient: jest.fn() }));

const getServerSideProps = getAccountServerSidePropsWith(loadRenewalsPage);

describe('loadRenewalsPage', () => {
  it('asks for the window around the Lagos date and the to-do list, in one query, and renders what it finds', async () => {
    const query = answerPageQuery(async () => ({ plan_order: [], to_do: [], instalment_to_do: [] }));
    const { ctx } = accountRequest('/account/renewals');
    const props = await serverPageProps(getServerSideProps, ctx);
    expect(props.renewalsPage).toEqual({ kind: 'found', orders: [], toDo: [], instalmentToDo: [], today: lagosToday() });
    // The session's agent, then the screen: one query for both lists.
    expect(query.mock.calls.filter(([options]) => options.query === GetRenewals)).toHaveLength(1);
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ variables: renewalsPageVariables(lagosToday()), fetchPolicy: 'network-only' }));
    expect(renewalsPageVariables('2026-11-24')).toMatchObject({ from: '2026-10-25', toDo: { ends_on: { _gte: '2026-11-24' } } });
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
