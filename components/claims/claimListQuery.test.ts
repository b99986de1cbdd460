/**
 * @jest-environment node
 */
import { getAccountServerSidePropsWith } from '@/components/shell/getAccountServerSideProps';
import { OPEN_CLAIM_STATUSES } from '@/lib/domain/claims';
import { accountRequest, answerPageQuery, serverPageProps } from '@/lib/testing/accountServerSide';
import { claimSearchWhere } from './claimSearch';
import { claimList } from './claimList';
import { GetClaims, type ClaimsData } from './claimListQuery';

jest.mock('@/lib/apollo/serverClient', () => ({ createServerApolloClient: jest.fn() }));

const getServerSideProps = getAccountServerSidePropsWith(async (context, client) => ({ claimsPage: await claimList.loadFirstPage(context, client) }));

const none: ClaimsData = { claim: [], claim_aggregate: { __typename: 'claim_aggregate', aggregate: { __typename: 'claim_aggregate_fields', count: 0 } } };

describe('the claims list on the server', () => {
  it('asks for the page the URL names, its status choice as statuses in the variables', async () => {
    const query = answerPageQuery(async () => none);
    const { ctx } = accountRequest('/account/warranty?status=open&q=Ada&page=2', { query: { status: 'open', q: 'Ada', page: '2' } });

    const { claimsPage } = await serverPageProps(getServerSideProps, ctx);
    expect(claimsPage).toEqual({ kind: 'page', q: 'Ada', page: 2, filters: { status: 'open' }, rows: [], total: 0 });
    expect(query).toHaveBeenCalledWith({
      query: GetClaims,
      variables: { where: { _and: [{ status: { _in: [...OPEN_CLAIM_STATUSES] } }, claimSearchWhere('Ada')] }, limit: 20, offset: 20 },
      fetchPolicy: 'network-only',
    });
  });

  it('reads a status it does not know as every claim', async () => {
    const query = answerPageQuery(async () => none);
    const { ctx } = accountRequest('/account/warranty?status=LOST', { query: { status: 'LOST' } });
    expect((await serverPageProps(getServerSideProps, ctx)).claimsPage).toMatchObject({ kind: 'page', filters: { status: 'all' } });
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ query: GetClaims, variables: { where: {}, limit: 20, offset: 0 } }));
  });

  it('leaves the list to the browser when the data service cannot answer', async () => {
    answerPageQuery(async () => {
      throw new TypeError('fetch failed');
    });
    const { ctx } = accountRequest('/account/warranty');
    expect((await serverPageProps(getServerSideProps, ctx)).claimsPage).toEqual({ kind: 'unanswered' });
  });
});
