/**
 * @jest-environment node
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { getAccountServerSidePropsWith } from '@/components/shell/getAccountServerSideProps';
import { accountRequest, answerPageQuery, serverPageProps } from '@/lib/testing/accountServerSide';
import { loadChatPage } from './loadChatPage';

jest.mock('@/lib/apollo/serverClient', () => ({ createServerApolloClient: jest.fn() }));
let mockChatConfigured = false;
jest.mock('./chatConfig', () => ({
  get chatConfigured() {
    return mockChatConfigured;
  },
}));

const getServerSideProps = getAccountServerSidePropsWith(loadChatPage);

const partner = { __typename: 'partner', id: 'p-1', name: 'Sunline Protect', support_phone: '+234 700 786 5463', support_email: 'support@sunlineprotect.ng' };

const answer = (support: () => Promise<unknown[]>) => answerPageQuery(async () => ({ partner: await support() }));

const supportProp = async () => (await serverPageProps(getServerSideProps, accountRequest('/account/chat').ctx)).support;

describe('the chat page on the server', () => {
  beforeEach(() => {
    mockChatConfigured = false;
  });

  it("gets the brand's partner support contacts when chat is not configured", async () => {
    const query = answer(async () => [partner]);
    expect(await supportProp()).toEqual({ name: 'Sunline Protect', support_phone: '+234 700 786 5463', support_email: 'support@sunlineprotect.ng' });
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ variables: { code: 'SUNLINE-NG' }, fetchPolicy: 'network-only' }));
  });

  it('asks nothing for the contacts when chat is configured', async () => {
    mockChatConfigured = true;
    const query = answer(async () => [partner]);
    expect(await supportProp()).toBeNull();
    expect(query).toHaveBeenCalledTimes(1); // the agent only
  });

  it('leaves the contacts to the browser when the data service cannot answer', async () => {
    answer(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await supportProp()).toBeNull();
  });

  it('ends the session when the data service refuses the token', async () => {
    answer(async () => {
      throw new CombinedGraphQLErrors({ errors: [{ message: 'Could not verify JWT', extensions: { code: 'invalid-jwt' } }] });
    });
    expect(await getServerSideProps(accountRequest('/account/chat').ctx)).toEqual({
      redirect: { destination: `/auth?ended=1&next=${encodeURIComponent('/account/chat')}`, permanent: false },
    });
  });
});
