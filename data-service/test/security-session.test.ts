import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signHasuraToken } from '../src/auth/jwt';
import { SESSION_ENDED_ERROR_MESSAGE } from '../src/auth/agentSessions';
import { DEV_JWT_SECRET } from '../src/auth/jwtSecret';
import { SUNLINE_NG } from '../src/seed/partners';
import { createAgent, TEST_PASSWORD, type TestAgent } from './support/actions';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';

/**
 * Issue 11, finding #5: a token kept working after its agent logged out or was suspended. Every request
 * now checks the agent's status and session version (cached for a moment); logout and suspension bump it.
 */

const ADMIN = { 'x-hasura-admin-secret': 'security-session-test-admin-secret' };
// Short, so the test waits little for what another process would see after a suspension.
const CACHE_MS = 200;

const LOGIN = `mutation ($identifier: String!, $password: String!) {
  login(partner_code: "SUNLINE-NG", identifier: $identifier, password: $password) { token }
}`;
const MY_AGENT = '{ agent { id } }';

const SESSION_ENDED: GraphqlAnswer = { errors: [{ extensions: { path: '$', code: 'invalid-jwt' }, message: SESSION_ENDED_ERROR_MESSAGE }] };

describe('security: tokens end with their session', () => {
  let ds: TestService;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const signIn = async (agent: TestAgent) => {
    const answer = await ds.gql(LOGIN, { identifier: agent.phone, password: TEST_PASSWORD });
    assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
    return (answer.data?.login as { token: string }).token;
  };
  const readAs = (token: string) => ds.gql(MY_AGENT, undefined, undefined, bearer(token));
  const setStatus = async (agent: TestAgent, status: string) => {
    const answer = await ds.gql(
      `mutation ($id: uuid!, $status: String!) { update_agent(where: {id: {_eq: $id}}, _set: {status: $status}) { affected_rows } }`,
      { id: agent.id, status },
      undefined,
      ADMIN,
    );
    assert.deepEqual(answer, { data: { update_agent: { affected_rows: 1 } } });
  };
  const pastTheCache = () => new Promise((resolve) => setTimeout(resolve, CACHE_MS + 50));

  before(async () => {
    ds = await startTestService({ config: { adminSecret: ADMIN['x-hasura-admin-secret'], agentSessionCacheMs: CACHE_MS } });
  });
  after(async () => {
    await ds?.stop();
  });

  it('security #5: an old token is refused after logout (invalid-jwt), and a fresh login works', async () => {
    const agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    const token = await signIn(agent);
    assert.deepEqual(await readAs(token), { data: { agent: [{ id: agent.id }] } });

    assert.deepEqual(await ds.gql('mutation { logout }', undefined, undefined, bearer(token)), { data: { logout: true } });
    // At once, not after the cache interval: logout drops this process's cached session.
    assert.deepEqual(await readAs(token), SESSION_ENDED);

    const fresh = await signIn(agent);
    assert.deepEqual(await readAs(fresh), { data: { agent: [{ id: agent.id }] } });
    assert.deepEqual(await readAs(token), SESSION_ENDED, 'the old token stays refused');
  });

  it("security #5: an old token is refused after the agent's suspension, also once it is active again", async () => {
    const agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    const token = await signIn(agent);
    assert.deepEqual(await readAs(token), { data: { agent: [{ id: agent.id }] } });

    await setStatus(agent, 'SUSPENDED');
    await pastTheCache();
    assert.deepEqual(await readAs(token), SESSION_ENDED);

    await setStatus(agent, 'ACTIVE');
    await pastTheCache();
    assert.deepEqual(await readAs(token), SESSION_ENDED, 'the suspension ended that session for good');
    assert.deepEqual(await readAs(await signIn(agent)), { data: { agent: [{ id: agent.id }] } });
  });

  it('security #5: an agent token without a session version, or for another partner, is refused', async () => {
    const agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    const sign = (claims: Record<`x-hasura-${string}`, string>) =>
      signHasuraToken({ 'x-hasura-allowed-roles': ['agent'], 'x-hasura-default-role': 'agent', 'x-hasura-user-id': agent.id, ...claims }, 60_000, DEV_JWT_SECRET);
    const unversioned = await sign({ 'x-hasura-partner-id': agent.partnerId });
    const otherPartner = await sign({ 'x-hasura-partner-id': '00000000-0000-4000-8000-000000000000', 'x-hasura-session-version': '0' });
    assert.deepEqual(await readAs(unversioned.token), SESSION_ENDED);
    assert.deepEqual(await readAs(otherPartner.token), SESSION_ENDED);
  });

  it('security #5: nobody reads or sets the session version through the API', async () => {
    const agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    const token = await signIn(agent);
    const asAgent = await ds.gql('{ agent { session_version } }', undefined, undefined, bearer(token));
    assert.equal(asAgent.errors?.[0].message, "field 'session_version' not found in type: 'agent'");
    const asAdmin = await ds.gql(`mutation { update_agent(where: {}, _set: {session_version: 0}) { affected_rows } }`, undefined, undefined, ADMIN);
    assert.match(asAdmin.errors?.[0].message ?? '', /session_version/);
  });
});
