import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PASSWORD_MIN_LENGTH } from '@/lib/domain/passwords';
import { createActionAuth } from '../src/auth/actionAuth';
import { createChangePassword } from '../src/actions/handlers/changePassword';
import { createLogin } from '../src/actions/handlers/login';
import { DEFAULT_TOKEN_LIFETIME_MS } from '../src/auth/jwt';
import { DEV_JWT_SECRET } from '../src/auth/jwtSecret';
import { SUNLINE_NG } from '../src/seed/partners';
import { actionError, ANONYMOUS, createAgent, openActionTestDb, runAction, TEST_PASSWORD, type ActionTestDb, type TestAgent } from './support/actions';

/**
 * `change_password`: the agent proves the current password and sets a new one; every session ends; a wrong
 * current password is a failed sign-in (the lockout), and the same request sent again after it went
 * through answers as the first. Both databases.
 */

const NEW_PASSWORD = 'three green mangoes';
const auth = createActionAuth(DEV_JWT_SECRET, DEFAULT_TOKEN_LIFETIME_MS);
const login = createLogin(auth);
const changePassword = createChangePassword(auth);

describe('change_password', () => {
  let t: ActionTestDb;
  before(async () => {
    t = await openActionTestDb();
  });
  after(() => t.close());

  const change = (agent: TestAgent, current: string, next: string) =>
    runAction(t.db, changePassword, { current_password: current, new_password: next }, { session: agent.session });
  const signIn = (agent: TestAgent, password: string) =>
    runAction(t.db, login, { partner_code: SUNLINE_NG.code, identifier: agent.phone, password }, { session: ANONYMOUS });
  const sessionVersion = async (agent: TestAgent) =>
    Number((await t.db.query<{ v: unknown }>('SELECT session_version AS v FROM public.agent WHERE id = $1', [agent.id])).rows[0].v);

  it('sets the new password, ends every session, and answers the same request again as the first', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    const before = await sessionVersion(agent);
    assert.equal(await change(agent, TEST_PASSWORD, NEW_PASSWORD), true);
    assert.equal(await sessionVersion(agent), before + 1, 'every token of the agent is refused from now on');
    assert.equal((await actionError(signIn(agent, TEST_PASSWORD))).code, 'invalid-credentials', 'the old password no longer signs in');
    assert.equal(((await signIn(agent, NEW_PASSWORD)) as { agent_id: string }).agent_id, agent.id);

    assert.equal(await change(agent, TEST_PASSWORD, NEW_PASSWORD), true, 'a retry after a lost answer');
    assert.equal(await sessionVersion(agent), before + 1, 'changed once');
  });

  it('refuses a wrong current password, counting it as a failed sign-in, until the account is locked', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    const wrong = await actionError(change(agent, 'not my password', NEW_PASSWORD));
    assert.deepEqual([wrong.code, wrong.message, wrong.extensions.field], ['wrong-current-password', 'That is not your current password', 'current_password']);
    for (let i = 0; i < 3; i += 1) await actionError(change(agent, `guess ${i}`, NEW_PASSWORD));
    const fifth = await actionError(change(agent, 'guess 4', NEW_PASSWORD));
    assert.equal(fifth.code, 'too-many-attempts', 'five wrong guesses lock the account, as five wrong sign-ins do');
    assert.equal((await actionError(change(agent, TEST_PASSWORD, NEW_PASSWORD))).code, 'too-many-attempts', 'not even checked while locked');
    assert.equal((await actionError(signIn(agent, TEST_PASSWORD))).code, 'too-many-attempts', 'nor can it sign in');
  });

  it('refuses a new password that is too short or the current one, changing nothing', async () => {
    const agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
    const before = await sessionVersion(agent);
    const short = await actionError(change(agent, TEST_PASSWORD, 'x'.repeat(PASSWORD_MIN_LENGTH - 1)));
    assert.deepEqual([short.code, short.extensions.field], ['validation-failed', 'new_password']);
    assert.match(short.message, /at least 10 characters/);
    const same = await actionError(change(agent, TEST_PASSWORD, TEST_PASSWORD));
    assert.deepEqual([same.code, same.message], ['validation-failed', 'Choose a password other than the current one']);
    assert.equal(await sessionVersion(agent), before);
    assert.ok(await signIn(agent, TEST_PASSWORD), 'the password is unchanged');
  });
});
