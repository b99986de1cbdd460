import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createActionAuth } from '../src/auth/actionAuth';
import { createLogin } from '../src/actions/handlers/login';
import { DEFAULT_TOKEN_LIFETIME_MS } from '../src/auth/jwt';
import { DEV_JWT_SECRET } from '../src/auth/jwtSecret';
import { createJwtVerifier } from '../src/auth/verifyJwt';
import { DEMO_AGENT_PHONE, DEMO_IDS, DEMO_PASSWORD } from '../src/seed/demo';
import { SUNLINE_NG, REDWAVE_NG } from '../src/seed/partners';
import { actionError, ANONYMOUS, createAgent, openActionTestDb, runAction, TEST_PASSWORD, type ActionTestDb, type TestAgent } from './support/actions';

const INCORRECT = 'Incorrect phone number, email or password';
const login = createLogin(createActionAuth(DEV_JWT_SECRET, DEFAULT_TOKEN_LIFETIME_MS));

describe('login', () => {
  let t: ActionTestDb;
  before(async () => {
    t = await openActionTestDb();
  });
  after(() => t.close());

  const signIn = (identifier: string, password: string, options: { partnerCode?: string; now?: Date } = {}) =>
    runAction(t.db, login, { partner_code: options.partnerCode ?? SUNLINE_NG.code, identifier, password }, { session: ANONYMOUS, now: options.now });

  const failures = async (agent: TestAgent) => {
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.login_attempt WHERE identifier = $1 AND NOT succeeded`, [agent.phone]);
    return rows[0].n;
  };

  it('signs the seeded demo agent in and returns a token for its agent id and partner', async () => {
    const answer = (await signIn(DEMO_AGENT_PHONE, DEMO_PASSWORD)) as Record<string, unknown>;
    const ids = DEMO_IDS[SUNLINE_NG.code];
    assert.equal(answer.agent_id, ids.demoAgentId);
    assert.equal(answer.partner_id, ids.partnerId);
    assert.equal(answer.phone, '+2348030000001');
    const claims = await createJwtVerifier(DEV_JWT_SECRET)(String(answer.token));
    assert.equal(claims.get('x-hasura-user-id'), ids.demoAgentId);
    assert.equal(claims.get('x-hasura-partner-id'), ids.partnerId);
    assert.equal(claims.get('x-hasura-default-role'), 'agent');
    assert.ok(new Date(String(answer.expires_at)).getTime() > Date.now() + 6 * 24 * 3600 * 1000, 'lives 7 days by default');
  });

  it('accepts the phone in every accepted form and the email in any case', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id, email: 'Mixed.Case@Example.ng' });
    const national = agent.phone.slice(4);
    for (const identifier of [agent.phone, `0${national}`, `234${national}`, `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`, 'mixed.case@example.ng', ' MIXED.CASE@EXAMPLE.NG ']) {
      const answer = (await signIn(identifier, TEST_PASSWORD)) as Record<string, unknown>;
      assert.equal(answer.agent_id, agent.id, identifier);
    }
  });

  it('answers a wrong password and an unknown identifier alike, and counts both', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    const wrong = await actionError(signIn(agent.phone, 'wrong password'));
    const unknown = await actionError(signIn('+2349099999999', TEST_PASSWORD));
    const unknownEmail = await actionError(signIn('nobody@example.ng', TEST_PASSWORD));
    for (const error of [wrong, unknown, unknownEmail]) {
      assert.equal(error.message, INCORRECT);
      assert.equal(error.code, 'invalid-credentials');
    }
    assert.equal(await failures(agent), 1, 'the failure survives the rollback of the action');
  });

  it('signs in with the right partner only: phones are unique per partner', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    const error = await actionError(signIn(agent.phone, TEST_PASSWORD, { partnerCode: REDWAVE_NG.code }));
    assert.equal(error.message, INCORRECT);
    assert.equal((await actionError(signIn(agent.phone, TEST_PASSWORD, { partnerCode: 'NO-SUCH-PARTNER' }))).code, 'partner-not-found');
  });

  it('locks the identifier after 5 failures in 15 minutes, saying how many minutes are left', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    const start = new Date(Date.now() + 60_000);
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    for (let i = 0; i < 4; i += 1) {
      assert.equal((await actionError(signIn(agent.phone, 'wrong', { now: at(i * 0.5) }))).code, 'invalid-credentials');
    }
    const fifth = await actionError(signIn(agent.phone, 'wrong', { now: at(2) }));
    assert.equal(fifth.code, 'too-many-attempts');
    // Locked until the first of the five is 15 minutes old.
    assert.equal(fifth.message, 'Too many failed sign-in attempts. Try again in 13 minutes.');
    assert.deepEqual(fifth.extensions, { minutes_left: 13 });

    // Even the right password is refused while locked, and the refusals do not extend the lock.
    const locked = await actionError(signIn(agent.phone, TEST_PASSWORD, { now: at(3) }));
    assert.equal(locked.code, 'too-many-attempts');
    assert.equal(locked.message, 'Too many failed sign-in attempts. Try again in 12 minutes.');
    assert.equal(locked.extensions.minutes_left, 12);
    assert.equal(await failures(agent), 5);

    // The same identifier in another form is the same identifier; another one is not locked.
    assert.equal((await actionError(signIn(`0${agent.phone.slice(4)}`, TEST_PASSWORD, { now: at(3) }))).code, 'too-many-attempts');
    const other = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    assert.equal(((await signIn(other.phone, TEST_PASSWORD, { now: at(3) })) as Record<string, unknown>).agent_id, other.id);

    // 15 minutes after the first failure the lock is over.
    assert.equal(((await signIn(agent.phone, TEST_PASSWORD, { now: at(15.1) })) as Record<string, unknown>).agent_id, agent.id);
  });

  it('starts counting afresh after a successful sign-in', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    const start = new Date(Date.now() + 120_000);
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    for (let i = 0; i < 4; i += 1) await actionError(signIn(agent.phone, 'wrong', { now: at(i * 0.1) }));
    await signIn(agent.phone, TEST_PASSWORD, { now: at(1) });
    for (let i = 0; i < 4; i += 1) {
      assert.equal((await actionError(signIn(agent.phone, 'wrong', { now: at(2 + i * 0.1) }))).code, 'invalid-credentials');
    }
  });

  it('tells a suspended agent so, but only with the right password', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id, status: 'SUSPENDED' });
    const error = await actionError(signIn(agent.phone, TEST_PASSWORD));
    assert.equal(error.code, 'account-suspended');
    assert.match(error.message, /suspended.*Sunline Protect support/);
    assert.equal((await actionError(signIn(agent.phone, 'wrong'))).message, INCORRECT);
  });
});
