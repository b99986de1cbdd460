/**
 * @jest-environment node
 */
import type { GetServerSidePropsContext } from 'next';
import { createServerApolloClient } from '@/lib/apollo/serverClient';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { getAccountServerSideProps } from './getAccountServerSideProps';

jest.mock('@/lib/apollo/serverClient', () => ({ createServerApolloClient: jest.fn() }));

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const agentId = '1fd4fccc-8a91-5f6b-b4ef-8dd37b514210';
const token = `${segment({ alg: 'HS256' })}.${segment({ exp: 9_999_999_999, 'https://hasura.io/jwt/claims': { 'x-hasura-user-id': agentId } })}.sig`;
const agent = { __typename: 'agent', id: agentId, first_name: 'Amaka', last_name: 'Okonkwo', phone: '+2348030000001', email: null };

function context(cookie?: string) {
  const headers = new Map<string, string | string[]>();
  const res = {
    setHeader: (name: string, value: string | string[]) => headers.set(name.toLowerCase(), value),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  const ctx = { req: { headers: cookie ? { cookie } : {} }, res, resolvedUrl: '/account/wallet', query: {} };
  return { ctx: ctx as unknown as GetServerSidePropsContext, headers };
}

function answer(result: () => Promise<unknown>) {
  const query = jest.fn<Promise<unknown>, [{ variables: unknown; fetchPolicy: string }]>(() => result());
  jest.mocked(createServerApolloClient).mockReturnValue({ query } as unknown as ReturnType<typeof createServerApolloClient>);
  return query;
}

const ended = { redirect: { destination: '/auth?ended=1&next=%2Faccount%2Fwallet', permanent: false } };

describe('getAccountServerSideProps', () => {
  it("renders with the agent's own row, asked for with the token, and never stored", async () => {
    const query = answer(async () => ({ data: { agent_by_pk: agent } }));
    const { ctx, headers } = context(`DC_AGENT_TOKEN=${token}`);

    expect(await getAccountServerSideProps(ctx)).toEqual({ props: { agentId, agent } });
    expect(createServerApolloClient).toHaveBeenCalledWith({ token });
    expect(query.mock.calls[0][0]).toMatchObject({ variables: { id: agentId }, fetchPolicy: 'network-only' });
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it.each(['invalid-jwt', 'access-denied'])('ends the session when the data service answers %s', async (code) => {
    answer(async () => {
      throw new CombinedGraphQLErrors({ errors: [{ message: 'Could not verify JWT: JWSInvalidSignature', extensions: { code } }] });
    });
    const { ctx, headers } = context(`DC_AGENT_TOKEN=${token}; DC_AGENT_USER=%7B%7D`);

    expect(await getAccountServerSideProps(ctx)).toEqual(ended);
    const cleared = ([] as string[]).concat(headers.get('set-cookie') ?? []);
    expect(cleared.some((c) => c.startsWith('DC_AGENT_TOKEN=;'))).toBe(true);
    expect(cleared.some((c) => c.startsWith('DC_AGENT_USER=;'))).toBe(true);
  });

  it('ends the session when the agent no longer exists', async () => {
    answer(async () => ({ data: { agent_by_pk: null } }));
    expect(await getAccountServerSideProps(context(`DC_AGENT_TOKEN=${token}`).ctx)).toEqual(ended);
  });

  it('ends the session for a token without an agent id', async () => {
    const { ctx } = context(`DC_AGENT_TOKEN=${segment({})}.${segment({ exp: 9_999_999_999 })}.sig`);
    expect(await getAccountServerSideProps(ctx)).toEqual(ended);
  });

  it('leaves the agent to the browser when the data service cannot be reached', async () => {
    answer(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await getAccountServerSideProps(context(`DC_AGENT_TOKEN=${token}`).ctx)).toEqual({ props: { agentId, agent: null } });
  });
});
