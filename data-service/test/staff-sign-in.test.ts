import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SESSION_ENDED_ERROR_MESSAGE } from '../src/auth/agentSessions';
import { SUNLINE_NG } from '../src/seed/partners';
import { createAgent, TEST_PASSWORD, type TestAgent } from './support/actions';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';

/**
 * Issue 32: the partner's staff sign in at /auth like agents (one table, `agent.role`). The token carries the
 * account's role and nothing else; it stays a session of that account (logout, suspension and a change of
 * role end it); every back-office sign-in is in the audit log.
 */

const ADMIN = { 'x-hasura-admin-secret': 'staff-sign-in-test-admin-secret' };
const CACHE_MS = 200;

const LOGIN = `mutation ($identifier: String!, $password: String!) {
  login(partner_code: "SUNLINE-NG", identifier: $identifier, password: $password) { token role agent_id }
}`;
const SESSION_ENDED: GraphqlAnswer = { errors: [{ extensions: { path: '$', code: 'invalid-jwt' }, message: SESSION_ENDED_ERROR_MESSAGE }] };

const claimsOf = (answer: GraphqlAnswer) => (answer.data?.claim as unknown[] | undefined)?.length;

describe('staff sign in like agents, in their own role', () => {
  let ds: TestService;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const signIn = async (account: TestAgent) => {
    const answer = await ds.gql(LOGIN, { identifier: account.phone, password: TEST_PASSWORD });
    assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
    return answer.data?.login as { token: string; role: string; agent_id: string };
  };
  const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  const adminUpdate = async (account: TestAgent, set: Record<string, string>) => {
    const answer = await ds.gql(
      `mutation ($id: uuid!, $set: agent_set_input!) { update_agent(where: {id: {_eq: $id}}, _set: $set) { affected_rows } }`,
      { id: account.id, set },
      undefined,
      ADMIN,
    );
    assert.deepEqual(answer, { data: { update_agent: { affected_rows: 1 } } });
  };
  const pastTheCache = () => new Promise((resolve) => setTimeout(resolve, CACHE_MS + 50));
  const signInAudits = async (accountId: string) =>
    (
      await ds.service.db.query<{ actor_role: string; action: string; record_table: string; before: unknown; after: { signed_in_at?: string } }>(
        `SELECT actor_role, action, record_table, before, after FROM public.audit_event WHERE actor_id = $1 AND action = 'login'`,
        [accountId],
      )
    ).rows;

  before(async () => {
    ds = await startTestService({ config: { adminSecret: ADMIN['x-hasura-admin-secret'], agentSessionCacheMs: CACHE_MS } });
  });
  after(async () => {
    await ds?.stop();
  });

  it("signs a claims officer in with a token of its role alone, reading its partner's claims and nothing of an agent's", async () => {
    const officer = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id, role: 'claims_officer' });
    const session = await signIn(officer);
    assert.equal(session.role, 'claims_officer');
    const claims = payloadOf(session.token)['https://hasura.io/jwt/claims'];
    assert.deepEqual(claims['x-hasura-allowed-roles'], ['claims_officer']);
    assert.equal(claims['x-hasura-default-role'], 'claims_officer');

    assert.equal(typeof claimsOf(await ds.gql('{ claim(limit: 1) { id } }', undefined, undefined, bearer(session.token))), 'number');
    const wallet = await ds.gql('{ wallet_transaction { id } }', undefined, undefined, bearer(session.token));
    assert.equal(wallet.errors?.[0]?.extensions?.code, 'validation-failed');
    // Its token cannot be turned into an agent's by asking for the role.
    const asAgent = await ds.gql('{ claim { id } }', undefined, undefined, { ...bearer(session.token), 'x-hasura-role': 'agent' });
    assert.equal(asAgent.errors?.[0]?.extensions?.code, 'access-denied');
  });

  it('writes every back-office sign-in to the audit log, and no agent sign-in', async () => {
    const officer = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id, role: 'claims_officer' });
    const agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    await signIn(officer);
    await signIn(officer);
    assert.equal((await signIn(agent)).role, 'agent');

    const audits = await signInAudits(officer.id);
    assert.equal(audits.length, 2);
    for (const audit of audits) {
      assert.deepEqual([audit.actor_role, audit.action, audit.record_table, audit.before], ['claims_officer', 'login', 'agent', null]);
      assert.ok(audit.after.signed_in_at);
    }
    assert.deepEqual(await signInAudits(agent.id), []);
    // A wrong password is not a sign-in.
    const wrong = await ds.gql(LOGIN, { identifier: officer.phone, password: 'not the password' });
    assert.equal(wrong.errors?.[0]?.extensions?.code, 'invalid-credentials');
    assert.equal((await signInAudits(officer.id)).length, 2);
  });

  it("ends a staff account's sessions when its role changes or it is suspended, and on its logout", async () => {
    const officer = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id, role: 'claims_officer' });
    const first = await signIn(officer);
    await adminUpdate(officer, { role: 'agent' });
    await pastTheCache();
    assert.deepEqual(await ds.gql('{ claim(limit: 1) { id } }', undefined, undefined, bearer(first.token)), SESSION_ENDED);
    // Signed in again, it is what it now is.
    assert.equal((await signIn(officer)).role, 'agent');

    await adminUpdate(officer, { role: 'claims_officer' });
    await pastTheCache();
    const second = await signIn(officer);
    assert.equal(typeof claimsOf(await ds.gql('{ claim(limit: 1) { id } }', undefined, undefined, bearer(second.token))), 'number');
    await adminUpdate(officer, { status: 'SUSPENDED' });
    await pastTheCache();
    assert.deepEqual(await ds.gql('{ claim(limit: 1) { id } }', undefined, undefined, bearer(second.token)), SESSION_ENDED);

    await adminUpdate(officer, { status: 'ACTIVE' });
    await pastTheCache();
    const third = await signIn(officer);
    assert.deepEqual(await ds.gql('mutation { logout }', undefined, undefined, bearer(third.token)), { data: { logout: true } });
    assert.deepEqual(await ds.gql('{ claim(limit: 1) { id } }', undefined, undefined, bearer(third.token)), SESSION_ENDED);
  });

  it('refuses a role that no account may have', async () => {
    const answer = await ds.gql(
      `mutation ($id: uuid!) { update_agent(where: {id: {_eq: $id}}, _set: {role: "admin"}) { affected_rows } }`,
      { id: (await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id })).id },
      undefined,
      ADMIN,
    );
    // A CHECK constraint's violation, in Hasura's words.
    assert.equal(answer.errors?.[0]?.extensions?.code, 'permission-error');
    assert.match(String(answer.errors?.[0]?.message), /agent_role_check/);
  });
});
