import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { GetCurrentAgent } from '@/components/shell/getCurrentAgent';
import { createServerApolloClient } from '@/lib/apollo/serverClient';

// For tests of /account pages' getServerSideProps (getAccountServerSidePropsWith): the test file mocks
// '@/lib/apollo/serverClient' (`jest.mock('@/lib/apollo/serverClient', () => ({ createServerApolloClient: jest.fn() }))`).

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export const TEST_AGENT_ID = '1fd4fccc-8a91-5f6b-b4ef-8dd37b514210';
/** An unexpired token for TEST_AGENT_ID (unsigned: only the data service verifies it). */
export const testAgentToken = `${segment({ alg: 'HS256' })}.${segment({ exp: 9_999_999_999, 'https://hasura.io/jwt/claims': { 'x-hasura-user-id': TEST_AGENT_ID } })}.sig`;
export const testAgent = { __typename: 'agent', id: TEST_AGENT_ID, first_name: 'Amaka', last_name: 'Okonkwo', phone: '+2348030000001', email: null };

/**
 * The data service as the server's client sees it: the agent's row for the shell, `answer(variables)` (its
 * data, or what it throws) for the page's own query. Returns the client's `query` mock.
 */
export function answerPageQuery(answer: (variables: Record<string, unknown>) => Promise<unknown>) {
  const query = jest.fn(async ({ query: document, variables }: { query: unknown; variables: Record<string, unknown> }) =>
    document === GetCurrentAgent ? { data: { agent_by_pk: testAgent } } : { data: await answer(variables) },
  );
  jest.mocked(createServerApolloClient).mockReturnValue({ query } as unknown as ReturnType<typeof createServerApolloClient>);
  return query;
}

/** The request for `resolvedUrl` with the agent's token cookie; `res.statusCode` says what the page set. */
export function accountRequest(
  resolvedUrl: string,
  { params = {}, query = {}, headers = {} }: { params?: Record<string, unknown>; query?: Record<string, unknown>; headers?: Record<string, string> } = {},
) {
  const res = { statusCode: 200, setHeader: jest.fn(), getHeader: jest.fn() };
  const req = { headers: { cookie: `DC_AGENT_TOKEN=${testAgentToken}`, ...headers }, socket: {} };
  const ctx = { req, res, params, query: { ...params, ...query }, resolvedUrl };
  return { ctx: ctx as unknown as GetServerSidePropsContext, res };
}

/**
 * The props `getServerSideProps` rendered `ctx` with (a redirect or a page without props fails the test),
 * checked to survive JSON: Next sends them so, and what does not survive would fail the render.
 */
export async function serverPageProps<P>(
  getServerSideProps: (ctx: GetServerSidePropsContext) => Promise<GetServerSidePropsResult<P>>,
  ctx: GetServerSidePropsContext,
): Promise<P> {
  const result = await getServerSideProps(ctx);
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  const props = await result.props;
  expect(JSON.parse(JSON.stringify(props))).toEqual(props);
  return props;
}
