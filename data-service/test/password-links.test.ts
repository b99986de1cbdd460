import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { AGENT_ROLE, PARTNER_OPS_ROLE } from '@/lib/domain/roles';
import { SESSION_ENDED_ERROR_MESSAGE } from '../src/auth/agentSessions';
import { REDWAVE_NG, SUNLINE_NG } from '../src/seed/partners';
import { createAgent, TEST_PASSWORD, type TestAgent } from './support/actions';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/**
 * Invitations and password resets by one-time link (issue 32): operations invite a person (an account with
 * no password) or reset an account's password, and get a link whose token the database never keeps; its
 * holder chooses a password once, before it expires or a newer link replaces it. Audited; never another
 * partner's account, a suspended one or their own. Both databases.
 */

const INVITE = `mutation ($key: uuid!, $first: String!, $last: String!, $phone: String!, $email: String, $role: account_role!) {
  invite_account(idempotency_key: $key, first_name: $first, last_name: $last, phone: $phone, email: $email, role: $role) { agent_id purpose token expires_at }
}`;
const ISSUE = `mutation ($id: uuid!) { issue_password_link(agent_id: $id) { agent_id purpose token expires_at } }`;
const LINK = `query ($token: String!) { check_password_link(token: $token) { purpose state first_name partner_name expires_at } }`;
const SET = `mutation ($token: String!, $password: String!) { set_password_with_link(token: $token, new_password: $password) { phone partner_code } }`;
const LOGIN = `mutation ($identifier: String!, $password: String!) { login(partner_code: "SUNLINE-NG", identifier: $identifier, password: $password) { token role } }`;

type Link = { agent_id: string; purpose: string; token: string; expires_at: string };

let phoneCounter = 0;
const newPhone = () => `+2348${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneCounter++ % 1000).padStart(3, '0')}`;

describe('invitations and password resets by one-time link', () => {
  let ds: TestService;
  let ops: TestAgent;
  let asOps: Record<string, string>;
  before(async () => {
    ds = await startTestService({ config: { runJobs: false, agentSessionCacheMs: 200 } });
    ops = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id, role: PARTNER_OPS_ROLE });
    asOps = await authHeaders({ role: PARTNER_OPS_ROLE, partnerId: SUNLINE_NG.id, userId: ops.id });
  });
  after(() => ds?.stop());

  const sql = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => (await ds.service.db.query<T>(text, params)).rows;
  const codeOf = (answer: GraphqlAnswer) => answer.errors?.[0]?.extensions?.code;
  const ok = <T>(answer: GraphqlAnswer, field: string): T => {
    assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
    return answer.data?.[field] as T;
  };
  const invite = (variables: Record<string, unknown>, headers = asOps) =>
    ds.gql(INVITE, { key: randomUUID(), first: 'Bola', last: 'Adeyemi', role: 'agent', ...variables }, undefined, headers);
  const linkOf = async (token: string) => ok<Record<string, unknown> | null>(await ds.gql(LINK, { token }), 'check_password_link');
  const setPassword = (token: string, password: string) => ds.gql(SET, { token, password });
  const login = (phone: string, password: string) => ds.gql(LOGIN, { identifier: phone, password });

  it('invites an agent who chooses a password through the link, once, and signs in', async () => {
    const phone = newPhone();
    const link = ok<Link>(await invite({ phone, email: 'Bola.Invited@Example.ng' }), 'invite_account');
    assert.equal(link.purpose, 'INVITE');
    assert.equal(new Date(link.expires_at).getTime() - Date.now() > 6.9 * 24 * 3600_000, true, 'an invitation waits a week');
    const [account] = await sql<{ status: string; password_hash: string | null; role: string; email: string }>(
      'SELECT status, password_hash, role, email FROM public.agent WHERE id = $1',
      [link.agent_id],
    );
    assert.deepEqual(account, { status: 'INVITED', password_hash: null, role: 'agent', email: 'bola.invited@example.ng' });
    // The database keeps the token's hash, not the token.
    const stored = await sql<{ token_hash: string }>('SELECT token_hash FROM public.password_link WHERE agent_id = $1', [link.agent_id]);
    assert.equal(stored.length, 1);
    assert.notEqual(stored[0].token_hash, link.token);
    assert.ok(!JSON.stringify(await sql('SELECT * FROM public.password_link WHERE agent_id = $1', [link.agent_id])).includes(link.token));
    // Invited, no password signs in.
    assert.equal(codeOf(await login(phone, TEST_PASSWORD)), 'invalid-credentials');

    assert.deepEqual(await linkOf(link.token), { purpose: 'INVITE', state: 'VALID', first_name: 'Bola', partner_name: SUNLINE_NG.name, expires_at: link.expires_at });
    assert.equal(codeOf(await setPassword(link.token, 'short')), 'validation-failed');
    assert.deepEqual(ok(await setPassword(link.token, 'a market day password'), 'set_password_with_link'), { phone, partner_code: 'SUNLINE-NG' });
    assert.equal(ok<{ role: string }>(await login(phone, 'a market day password'), 'login').role, 'agent');
    assert.equal((await sql<{ status: string }>('SELECT status FROM public.agent WHERE id = $1', [link.agent_id]))[0].status, 'ACTIVE');

    // Once only.
    assert.equal(codeOf(await setPassword(link.token, 'someone else now')), 'password-link-used');
    assert.equal((await linkOf(link.token))?.state, 'USED');
    assert.equal(codeOf(await login(phone, 'someone else now')), 'invalid-credentials');

    const [audit] = await sql<{ actor_id: string; record_label: string; after: Record<string, unknown> }>(
      `SELECT actor_id, record_label, after FROM public.audit_event WHERE action = 'invite_account' AND record_id = $1`,
      [link.agent_id],
    );
    assert.equal(audit.actor_id, ops.id);
    assert.equal(audit.record_label, 'Bola Adeyemi');
    assert.deepEqual({ ...audit.after, link_expires_at: undefined }, { first_name: 'Bola', last_name: 'Adeyemi', phone, email: 'bola.invited@example.ng', role: 'agent', status: 'INVITED', link_expires_at: undefined });
  });

  it('makes one account for a request sent twice (a fresh link, the first ended), and none for a phone or e-mail the partner has', async () => {
    const phone = newPhone();
    const key = randomUUID();
    const first = ok<Link>(await invite({ key, phone }), 'invite_account');
    const again = ok<Link>(await invite({ key, phone }), 'invite_account');
    assert.equal(again.agent_id, first.agent_id);
    assert.notEqual(again.token, first.token);
    assert.equal((await linkOf(first.token))?.state, 'EXPIRED');
    assert.equal((await linkOf(again.token))?.state, 'VALID');
    assert.equal((await sql<{ n: number }>('SELECT count(*)::int AS n FROM public.agent WHERE phone = $1', [phone]))[0].n, 1);

    const taken = await invite({ phone: phone.replace('+234', '0') });
    assert.equal(codeOf(taken), 'account-exists');
    assert.match(String(taken.errors?.[0]?.message), /is Bola Adeyemi’s already/);
    assert.equal(codeOf(await invite({ phone: newPhone(), email: ops.email })), 'account-exists');
    // A partner's invitations are its own: the same phone at another partner is another person's account.
    const theirOps = await createAgent(ds.service.db, { partnerId: REDWAVE_NG.id, role: PARTNER_OPS_ROLE });
    const asTheirOps = await authHeaders({ role: PARTNER_OPS_ROLE, partnerId: REDWAVE_NG.id, userId: theirOps.id });
    ok(await invite({ phone }, asTheirOps), 'invite_account');
  });

  it('resets a password: the old one works until the link is used, then every session of the account ends', async () => {
    const agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    const session = ok<{ token: string }>(await login(agent.phone, TEST_PASSWORD), 'login');
    const asAgent = { authorization: `Bearer ${session.token}` };
    const link = ok<Link>(await ds.gql(ISSUE, { id: agent.id }, undefined, asOps), 'issue_password_link');
    assert.equal(link.purpose, 'RESET');
    assert.ok(new Date(link.expires_at).getTime() - Date.now() <= 24 * 3600_000, 'a reset lasts a day');
    assert.equal(codeOf(await login(agent.phone, TEST_PASSWORD)), undefined, 'the reset changes nothing until used');

    ok(await setPassword(link.token, 'a brand new passphrase'), 'set_password_with_link');
    assert.deepEqual(await ds.gql('{ agent { id } }', undefined, undefined, asAgent), { errors: [{ extensions: { path: '$', code: 'invalid-jwt' }, message: SESSION_ENDED_ERROR_MESSAGE }] });
    assert.equal(codeOf(await login(agent.phone, TEST_PASSWORD)), 'invalid-credentials');
    assert.equal(codeOf(await login(agent.phone, 'a brand new passphrase')), undefined);
    const audits = await sql<{ after: Record<string, unknown> }>(`SELECT after FROM public.audit_event WHERE action = 'issue_password_link' AND record_id = $1`, [agent.id]);
    assert.deepEqual(audits.map((entry) => entry.after.link), ['password reset']);
  });

  it('refuses an expired or replaced link, a token of no link, and a suspended account’s link', async () => {
    const agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    const older = ok<Link>(await ds.gql(ISSUE, { id: agent.id }, undefined, asOps), 'issue_password_link');
    const newer = ok<Link>(await ds.gql(ISSUE, { id: agent.id }, undefined, asOps), 'issue_password_link');
    assert.equal(codeOf(await setPassword(older.token, 'replaced link password')), 'password-link-expired');
    await sql(`UPDATE public.password_link SET expires_at = now() - interval '1 minute' WHERE agent_id = $1 AND used_at IS NULL`, [agent.id]);
    assert.equal(codeOf(await setPassword(newer.token, 'expired link password')), 'password-link-expired');
    assert.equal((await linkOf(newer.token))?.state, 'EXPIRED');

    assert.equal(await linkOf('not-a-token-of-ours'), null);
    assert.equal(codeOf(await setPassword('not-a-token-of-ours', 'whatever password')), 'not-found');

    const fresh = ok<Link>(await ds.gql(ISSUE, { id: agent.id }, undefined, asOps), 'issue_password_link');
    await ds.gql(`mutation ($id: uuid!) { set_agent_status(agent_id: $id, status: SUSPENDED, reason: "Left") { changed } }`, { id: agent.id }, undefined, asOps);
    assert.equal((await linkOf(fresh.token))?.state, 'EXPIRED');
    assert.equal(codeOf(await setPassword(fresh.token, 'suspended password')), 'account-suspended');
    assert.equal(codeOf(await ds.gql(ISSUE, { id: agent.id }, undefined, asOps)), 'account-suspended');
    assert.equal(codeOf(await login(agent.phone, TEST_PASSWORD)), 'account-suspended');
  });

  it('never for another partner’s account or their own, nor by any other role; an invitation is not suspended', async () => {
    const stranger = await createAgent(ds.service.db, { partnerId: REDWAVE_NG.id });
    assert.equal(codeOf(await ds.gql(ISSUE, { id: stranger.id }, undefined, asOps)), 'not-found');
    assert.equal(codeOf(await ds.gql(ISSUE, { id: ops.id }, undefined, asOps)), 'own-account');
    const agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    const asAgent = await authHeaders({ role: AGENT_ROLE, partnerId: SUNLINE_NG.id, userId: agent.id });
    assert.match(String((await invite({ phone: newPhone() }, asAgent)).errors?.[0]?.message), /not found/);
    assert.match(String((await ds.gql(ISSUE, { id: agent.id }, undefined, asAgent)).errors?.[0]?.message), /not found/);

    const invited = ok<Link>(await invite({ phone: newPhone() }), 'invite_account');
    const suspend = await ds.gql(`mutation ($id: uuid!) { set_agent_status(agent_id: $id, status: SUSPENDED, reason: "Wrong person") { changed } }`, { id: invited.agent_id }, undefined, asOps);
    assert.equal(codeOf(suspend), 'account-invited');
    // A new invitation link for an invitation not taken up.
    assert.equal(ok<Link>(await ds.gql(ISSUE, { id: invited.agent_id }, undefined, asOps), 'issue_password_link').purpose, 'INVITE');
  });
});
