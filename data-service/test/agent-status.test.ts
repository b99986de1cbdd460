import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PARTNER_OPS_ROLE } from '@/lib/domain/roles';
import { SESSION_ENDED_ERROR_MESSAGE } from '../src/auth/agentSessions';
import { REDWAVE_NG, SUNLINE_NG } from '../src/seed/partners';
import { createAgent, TEST_PASSWORD } from './support/actions';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/**
 * Operations suspend and reactivate their partner's accounts (set_agent_status, issue 32): a suspended
 * account is out on its next request and cannot sign in; the reason and the change are in the audit log;
 * never their own account, never another partner's; what operations read of the agents. Both databases.
 */

const SET_STATUS = `mutation ($id: uuid!, $status: agent_status!, $reason: String) {
  set_agent_status(agent_id: $id, status: $status, reason: $reason) { agent_id status changed }
}`;
const LOGIN = `mutation ($identifier: String!, $password: String!) {
  login(partner_code: "SUNLINE-NG", identifier: $identifier, password: $password) { token }
}`;

describe('operations suspend and reactivate accounts', () => {
  let ds: TestService;
  let asOps: Record<string, string>;
  let opsId: string;
  before(async () => {
    ds = await startTestService({ config: { runJobs: false, agentSessionCacheMs: 200 } });
    const ops = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id, role: PARTNER_OPS_ROLE });
    opsId = ops.id;
    asOps = await authHeaders({ role: PARTNER_OPS_ROLE, partnerId: SUNLINE_NG.id, userId: ops.id });
  });
  after(() => ds?.stop());

  const setStatus = (id: string, status: string, reason?: string) => ds.gql(SET_STATUS, { id, status, reason }, undefined, asOps);
  const codeOf = (answer: GraphqlAnswer) => answer.errors?.[0]?.extensions?.code;
  const audits = async (id: string) =>
    (await ds.service.db.query<{ actor_id: string; before: unknown; after: unknown }>(`SELECT actor_id, before, after FROM public.audit_event WHERE action = 'set_agent_status' AND record_id = $1 ORDER BY id`, [id])).rows;

  it('ends a suspended agent’s session on its next request, keeps it out, and lets it back once reactivated', async () => {
    const agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    const signedIn = await ds.gql(LOGIN, { identifier: agent.phone, password: TEST_PASSWORD });
    const token = (signedIn.data?.login as { token: string }).token;
    const asAgent = { authorization: `Bearer ${token}` };
    assert.deepEqual(await ds.gql('{ agent { id } }', undefined, undefined, asAgent), { data: { agent: [{ id: agent.id }] } });

    assert.equal(codeOf(await setStatus(agent.id, 'SUSPENDED')), 'validation-failed');
    assert.deepEqual(await setStatus(agent.id, 'SUSPENDED', 'Left the company on Friday.'), { data: { set_agent_status: { agent_id: agent.id, status: 'SUSPENDED', changed: true } } });
    // This process forgot the session at once.
    assert.deepEqual(await ds.gql('{ agent { id } }', undefined, undefined, asAgent), { errors: [{ extensions: { path: '$', code: 'invalid-jwt' }, message: SESSION_ENDED_ERROR_MESSAGE }] });
    assert.equal(codeOf(await ds.gql(LOGIN, { identifier: agent.phone, password: TEST_PASSWORD })), 'account-suspended');
    // Asked again, nothing more is written.
    assert.deepEqual((await setStatus(agent.id, 'SUSPENDED', 'Again')).data, { set_agent_status: { agent_id: agent.id, status: 'SUSPENDED', changed: false } });

    assert.deepEqual((await setStatus(agent.id, 'ACTIVE')).data, { set_agent_status: { agent_id: agent.id, status: 'ACTIVE', changed: true } });
    assert.equal(codeOf(await ds.gql(LOGIN, { identifier: agent.phone, password: TEST_PASSWORD })), undefined);
    assert.deepEqual(await audits(agent.id), [
      { actor_id: opsId, before: { status: 'ACTIVE', suspended_reason: null }, after: { status: 'SUSPENDED', suspended_reason: 'Left the company on Friday.' } },
      { actor_id: opsId, before: { status: 'SUSPENDED', suspended_reason: 'Left the company on Friday.' }, after: { status: 'ACTIVE', suspended_reason: null } },
    ]);
  });

  it('changes neither its own account nor another partner’s', async () => {
    assert.equal(codeOf(await setStatus(opsId, 'SUSPENDED', 'Me')), 'own-account');
    const stranger = await createAgent(ds.service.db, { partnerId: REDWAVE_NG.id });
    assert.equal(codeOf(await setStatus(stranger.id, 'SUSPENDED', 'Not mine')), 'not-found');
    const { rows } = await ds.service.db.query<{ status: string }>('SELECT status FROM public.agent WHERE id = $1', [stranger.id]);
    assert.equal(rows[0].status, 'ACTIVE');
  });

  it("reads its partner's accounts with their figures and last sign-in, and nothing of another partner's nor of money or identities", async () => {
    const answer = await ds.gql(
      `{ agent(order_by: {id: asc}) { partner_id status last_signed_in_at plan_orders_aggregate { aggregate { count } } } }`,
      undefined,
      undefined,
      asOps,
    );
    const accounts = answer.data?.agent as { partner_id: string }[];
    assert.ok(accounts.length > 0);
    assert.ok(accounts.every((account) => account.partner_id === SUNLINE_NG.id));
    for (const denied of ['{ wallet_transaction { id } }', '{ payment { id } }', '{ customer { id_number } }', '{ claim_event { id } }', '{ agent { wallet_balance_kobo } }']) {
      assert.equal(codeOf(await ds.gql(denied, undefined, undefined, asOps)), 'validation-failed', denied);
    }
    // Nor may an agent change anyone's status.
    const agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    const asAgent = await authHeaders({ partnerId: SUNLINE_NG.id, userId: agent.id });
    assert.match(String((await ds.gql(SET_STATUS, { id: opsId, status: 'SUSPENDED', reason: 'x' }, undefined, asAgent)).errors?.[0]?.message), /field 'set_agent_status' not found/);
  });
});
