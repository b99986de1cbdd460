import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hashPassword } from '../src/auth/password';
import { DEFAULT_LIMITS } from '../src/limits';
import { SUNLINE_NG } from '../src/seed/partners';
import { createAgent, TEST_PASSWORD, type TestAgent } from './support/actions';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';

/**
 * Issue 11, findings #1 (the lockout raced by parallel attempts; no per-address limit) and #3 (login's
 * password hashing held the database transaction — on PGlite, the only connection).
 */

const LOGIN = `mutation ($partner: String!, $identifier: String!, $password: String!) {
  login(partner_code: $partner, identifier: $identifier, password: $password) { agent_id }
}`;

// The anonymous rate limit (finding #3) is not under test here: these floods must reach `login`.
const UNLIMITED_ANONYMOUS = { limits: { ...DEFAULT_LIMITS, anonymousRootFieldsPerMinute: 0 } };

const codeOf = (answer: GraphqlAnswer) => (answer.errors ? answer.errors[0].extensions.code : 'signed-in');

function tally(answers: GraphqlAnswer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[codeOf(answer)] = (counts[codeOf(answer)] ?? 0) + 1;
  return counts;
}

describe('security: sign-in lockout under concurrency', () => {
  let ds: TestService;
  const signIn = (identifier: string, password: string) => ds.gql(LOGIN, { partner: SUNLINE_NG.code, identifier, password });
  const settled = async (agent: TestAgent) => {
    const { rows } = await ds.service.db.query<{ failed: number; pending: number }>(
      `SELECT count(*) FILTER (WHERE succeeded = false)::int AS failed, count(*) FILTER (WHERE succeeded IS NULL)::int AS pending
         FROM public.login_attempt WHERE agent_id = $1`,
      [agent.id],
    );
    return rows[0];
  };

  before(async () => {
    ds = await startTestService({ config: UNLIMITED_ANONYMOUS });
  });
  after(async () => {
    await ds?.stop();
  });

  it('security #1: 150 parallel wrong passwords over HTTP check at most 5, and the right password is then refused', async () => {
    const agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    const answers = await Promise.all(Array.from({ length: 150 }, (_, i) => signIn(agent.phone, `wrong guess ${i}`)));

    const counts = tally(answers);
    assert.deepEqual(Object.keys(counts).sort(), ['invalid-credentials', 'too-many-attempts'], JSON.stringify(counts));
    assert.ok(counts['invalid-credentials'] <= 5, JSON.stringify(counts));
    assert.deepEqual(await settled(agent), { failed: 5, pending: 0 }, 'exactly 5 passwords were checked');

    const right = await signIn(agent.phone, TEST_PASSWORD);
    assert.equal(codeOf(right), 'too-many-attempts');
  });

  it("security #1: an agent's phone and email share one budget", async () => {
    const agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    for (const identifier of [agent.phone, agent.email, `0${agent.phone.slice(4)}`, agent.email.toUpperCase()]) {
      assert.equal(codeOf(await signIn(identifier, 'wrong')), 'invalid-credentials', identifier);
    }
    assert.equal(codeOf(await signIn(agent.email, 'wrong')), 'too-many-attempts', 'the fifth failure, by either identifier, locks');
    assert.equal(codeOf(await signIn(agent.phone, TEST_PASSWORD)), 'too-many-attempts');
    assert.equal(codeOf(await signIn(agent.email, TEST_PASSWORD)), 'too-many-attempts');
  });

  it('security #3: the password is checked outside the database transaction', async () => {
    // A costly stored hash (scrypt N=2^17) makes the check last long enough to watch from outside.
    const agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    const slowHash = (await hashPassword(TEST_PASSWORD)).replace(/^scrypt\$16384\$/, 'scrypt$131072$');
    await ds.service.db.query(`UPDATE public.agent SET password_hash = $2 WHERE id = $1`, [agent.id, slowHash]);

    let answered = false;
    const login = signIn(agent.phone, 'wrong').finally(() => (answered = true));
    const pendingAttempt = async () =>
      (await ds.service.db.query(`SELECT 1 FROM public.login_attempt WHERE agent_id = $1 AND succeeded IS NULL`, [agent.id])).rows.length > 0;
    // The attempt is reserved and committed before the check: another connection sees it...
    const deadline = Date.now() + 20_000;
    while (!(await pendingAttempt())) {
      assert.ok(!answered && Date.now() < deadline, 'the attempt was never visible while its password was being checked');
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    // ...and another client's request is answered while that check still runs.
    const other = await ds.gql('{ partner(where: {code: {_eq: "SUNLINE-NG"}}) { code } }');
    assert.deepEqual(other, { data: { partner: [{ code: 'SUNLINE-NG' }] } });
    assert.equal(await pendingAttempt(), true, 'the password check was still running');
    assert.equal(answered, false);

    assert.equal(codeOf(await login), 'invalid-credentials');
    assert.equal(await pendingAttempt(), false, 'the attempt is settled');
  });
});

describe('security: sign-in failures per client address', () => {
  const LIMIT = 3;
  let ds: TestService;
  const signIn = (identifier: string, password: string) => ds.gql(LOGIN, { partner: SUNLINE_NG.code, identifier, password });

  before(async () => {
    ds = await startTestService({ config: { ...UNLIMITED_ANONYMOUS, loginFailuresPerAddress: LIMIT } });
  });
  after(async () => {
    await ds?.stop();
  });

  it('security #1: one address gets a limited number of failures, whatever identifiers it tries, even in parallel', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(`nobody${i}@example.ng`, 'guess')));
    const counts = tally(answers);
    assert.deepEqual(counts, { 'invalid-credentials': LIMIT, 'too-many-attempts-from-address': 30 - LIMIT }, JSON.stringify(counts));

    const refused = answers.find((answer) => codeOf(answer) === 'too-many-attempts-from-address')?.errors?.[0];
    assert.match(refused?.message ?? '', /^Too many failed sign-in attempts from this network\. Try again in 15 minutes\.$/);
    assert.equal((refused?.extensions as Record<string, unknown> | undefined)?.minutes_left, 15);

    // Even a right password from that address waits: the address is not told which guesses came close.
    const agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    assert.equal(codeOf(await signIn(agent.phone, TEST_PASSWORD)), 'too-many-attempts-from-address');
  });
});
