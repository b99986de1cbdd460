/**
 * @jest-environment node
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GetServerSidePropsContext } from 'next';
import { GetCurrentAgent } from '@/components/shell/getCurrentAgent';
import { getAccountServerSidePropsWith } from '@/components/shell/getAccountServerSideProps';
import { createServerApolloClient } from '@/lib/apollo/serverClient';
import { loadChatPage } from './loadChatPage';

jest.mock('@/lib/apollo/serverClient', () => ({ createServerApolloClient: jest.fn() }));
let mockChatConfigured = false;
jest.mock('./chatConfig', () => ({
  get chatConfigured() {
    return mockChatConfigured;
  },
}));

const getServerSideProps = getAccountServerSidePropsWith(loadChatPage);

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const agentId = '1fd4fccc-8a91-5f6b-b4ef-8dd37b514210';
const token = `${segment({ alg: 'HS256' })}.${segment({ exp: 9_999_999_999, 'https://hasura.io/jwt/claims': { 'x-hasura-user-id': agentId } })}.sig`;
const agent = { __typename: 'agent', id: agentId, first_name: 'Amaka', last_name: 'Okonkwo', phone: '+2348030000001', email: null };
const partner = { __typename: 'partner', id: 'p-1', name: 'Sunline Protect', support_phone: '+234 700 786 5463', support_email: 'support@sunlineprotect.ng' };

/** The data service: the agent's row, and the partner's support contacts (or what it throws). */
function answer(support: () => Promise<unknown[]>) {
  const query = jest.fn(async ({ query: document }: { query: unknown }) =>
    document === GetCurrentAgent ? { data: { agent_by_pk: agent } } : { data: { partner: await support() } },
  );
  jest.mocked(createServerApolloClient).mockReturnValue({ query } as unknown as ReturnType<typeof createServerApolloClient>);
  return query;
}

function context() {
  const res = { statusCode: 200, setHeader: jest.fn(), getHeader: jest.fn() };
  const req = { headers: { cookie: `DC_AGENT_TOKEN=${token}` }, socket: {} };
  return { req, res, params: {}, query: {}, resolvedUrl: '/account/chat' } as unknown as GetServerSidePropsContext;
}

async function supportProp() {
  const result = await getServerSideProps(context());
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return (await result.props).support;
}

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
    expect(await getServerSideProps(context())).toEqual({
      redirect: { destination: `/auth?ended=1&next=${encodeURIComponent('/account/chat')}`, permanent: false },
    });
  });
});
