import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { POLICY_NUMBER_GUESSES } from '../src/actions/rules/policyNumberGuesses';
import { limitedNetwork } from '../src/http/clientAddress';
import { DEFAULT_LIMITS, type Limits } from '../src/limits';
import { DEMO_IDS } from '../src/seed/demo';
import { SUNLINE_NG } from '../src/seed/partners';
import { startDataService, type RunningService } from '../src/service';
import { memoryLogger } from '../src/log';
import { request } from './support/http';
import { spawnService, type SpawnedService } from './support/spawnService';
import { createTestTarget, usingPostgres, type TestTarget } from './support/testTarget';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';

/**
 * Issue 28, finding 2: per-address limits did not stop a guesser with many addresses (301 addresses found
 * a card's IMEI digits), every IPv6 address was counted alone, and each process kept its own counters.
 */

const LIMITS: Limits = { ...DEFAULT_LIMITS, anonymousRootFieldsPerMinute: 40, lookupMissesPerHour: 6 };
const DEMO = DEMO_IDS[SUNLINE_NG.code];

const CHECK = `query Check($code: String!, $imei: String) { verify_card(code: $code, imei_last4: $imei) { policy_number valid } }`;
const PARTNER = `query Partner($code: String!) { partner(where: {code: {_eq: $code}}) { code } }`;
const LOGIN = `mutation ($partner: String!, $identifier: String!, $password: String!) {
  login(partner_code: $partner, identifier: $identifier, password: $password) { token }
}`;

const codeOf = (answer: GraphqlAnswer) => answer.errors?.[0]?.extensions.code;

function tally(answers: GraphqlAnswer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const key = codeOf(answer) ?? (answer.data?.verify_card === null ? 'null' : 'answered');
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** The demo's active card: its policy number and the IMEI's last 4 digits. */
async function demoCard(ds: TestService): Promise<{ policyNumber: string; imeiLast4: string }> {
  const { rows } = await ds.service.db.query<{ policy_number: string; imei: string }>(
    `SELECT o.policy_number, d.imei FROM public.plan_order o JOIN public.device d ON d.id = o.device_id WHERE o.id = $1`,
    [DEMO.activeOrderId],
  );
  return { policyNumber: rows[0].policy_number, imeiLast4: rows[0].imei.slice(-4) };
}

/** The 4 digits `n` places after `right` (never `right` itself for 0 < n < 10⁴). */
const wrongDigits = (right: string, n: number) => String((Number(right) + n) % 10_000).padStart(4, '0');

describe('security: guesses counted per target and per network', () => {
  let ds: TestService;
  let lastAddress = 0;
  /** An IPv4 address no other test uses: the distributed guesser's next machine. */
  const freshAddress = () => `203.0.113.${(lastAddress += 1)}`;
  const from = (address: string) => (query: string, variables?: Record<string, unknown>) =>
    ds.gql(query, variables, undefined, { 'x-forwarded-for': address });

  before(async () => {
    // Generous per-address lookups here, so only the per-target limit is met; the /64 tests set their own.
    ds = await startTestService({ config: { limits: { ...LIMITS, lookupMissesPerHour: 1000, anonymousRootFieldsPerMinute: 0 }, loginFailuresPerAddress: 4 } });
  });
  after(async () => {
    await ds?.stop();
  });

  it('security #28.2: 301 addresses guessing one policy number\'s IMEI digits get 10 wrong guesses between them, then only the verification code checks the card', async () => {
    const card = await demoCard(ds);
    const answers: GraphqlAnswer[] = [];
    for (let n = 1; n <= 300; n += 1) answers.push(await from(freshAddress())(CHECK, { code: card.policyNumber, imei: wrongDigits(card.imeiLast4, n) }));
    assert.deepEqual(tally(answers), { null: POLICY_NUMBER_GUESSES.capacity, 'policy-number-locked': 300 - POLICY_NUMBER_GUESSES.capacity });

    // The 301st address has the right digits, and is still refused: the guesser learns nothing.
    const right = await from(freshAddress())(CHECK, { code: card.policyNumber, imei: card.imeiLast4 });
    assert.equal(codeOf(right), 'policy-number-locked');
    const refusal = right.errors?.[0];
    assert.match(refusal?.message ?? '', /verification code/);
    assert.ok(Number((refusal?.extensions as Record<string, unknown>).retry_after_seconds) > 60 * 60, 'a wrong guess comes back only after hours');

    // The owner still checks the card by its verification code (the QR code's link).
    const byCode = await from(freshAddress())(CHECK, { code: DEMO.activeOrderVerificationCode });
    assert.deepEqual(byCode.data?.verify_card, { policy_number: card.policyNumber, valid: true });
  });

  it('security #28.2: parallel guesses count each other, and a policy number no card has locks alike', async () => {
    const unknown = 'SUN-2026-987654';
    const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => from(freshAddress())(CHECK, { code: unknown, imei: wrongDigits('0000', n) })));
    assert.deepEqual(tally(answers), { null: POLICY_NUMBER_GUESSES.capacity, 'policy-number-locked': 40 - POLICY_NUMBER_GUESSES.capacity });
  });

  it('security #28.2: right digits cost nothing, so the owner checking again and again is never locked out', async () => {
    const { rows } = await ds.service.db.query<{ policy_number: string; imei: string }>(
      `SELECT o.policy_number, d.imei FROM public.plan_order o JOIN public.device d ON d.id = o.device_id
        WHERE o.status = 'ACTIVE' AND o.policy_number IS NOT NULL AND o.id <> $1 ORDER BY o.policy_number LIMIT 1`,
      [DEMO.activeOrderId],
    );
    const card = { code: rows[0].policy_number, imei: rows[0].imei.slice(-4) };
    for (let check = 0; check < POLICY_NUMBER_GUESSES.capacity + 5; check += 1) {
      const answer = await from(freshAddress())(CHECK, card);
      assert.equal(answer.data?.verify_card && (answer.data.verify_card as { policy_number: string }).policy_number, card.code);
    }
  });

  it('security #28.2: failed sign-ins from one IPv6 /64 share one budget, whichever address of it they use', async () => {
    const signIn = (address: string, n: number) => from(address)(LOGIN, { partner: SUNLINE_NG.code, identifier: `nobody${n}-v6@example.ng`, password: 'guess' });
    const answers: GraphqlAnswer[] = [];
    for (let n = 0; n < 8; n += 1) answers.push(await signIn(`2001:db8:28:2::${(n + 1).toString(16)}`, n));
    assert.deepEqual(answers.map(codeOf), [...Array(4).fill('invalid-credentials'), ...Array(4).fill('too-many-attempts-from-address')]);
    // The next /64 is another subscriber.
    assert.equal(codeOf(await signIn('2001:db8:28:3::1', 99)), 'invalid-credentials');
  });
});

describe('security: per-address budgets of an IPv6 /64', () => {
  let ds: TestService;
  const from = (address: string) => (query: string, variables?: Record<string, unknown>) =>
    ds.gql(query, variables, undefined, { 'x-forwarded-for': address });

  before(async () => {
    ds = await startTestService({ config: { limits: LIMITS } });
  });
  after(async () => {
    await ds?.stop();
  });

  it('security #28.2: lookups that find nothing from every address of one /64 are counted as one', async () => {
    const answers: GraphqlAnswer[] = [];
    for (let n = 1; n <= 12; n += 1) answers.push(await from(`2001:db8:aa:1:${n.toString(16)}::7`)(CHECK, { code: `SUN-2026-5550${String(n).padStart(2, '0')}`, imei: '1234' }));
    assert.deepEqual(tally(answers), { null: LIMITS.lookupMissesPerHour, 'too-many-failed-lookups': 12 - LIMITS.lookupMissesPerHour });
    assert.equal(codeOf(await from('2001:db8:aa:2::7')(CHECK, { code: 'SUN-2026-555099', imei: '1234' })), undefined, 'another /64 has its own budget');
  });

  it('security #28.2: anonymous root fields from every address of one /64 are counted as one', async () => {
    const started = Date.now();
    let answered = 0;
    // A few past the budget: each refusal is answered a second late (the flood brake).
    for (let n = 1; n <= LIMITS.anonymousRootFieldsPerMinute + 5; n += 1) {
      if (codeOf(await from(`2001:db8:bb:1::${n.toString(16)}`)(PARTNER, { code: SUNLINE_NG.code })) === undefined) answered += 1;
    }
    // The budget refills as the requests go (a minute's worth a minute); each address alone would have had all.
    const refilled = Math.ceil(((Date.now() - started) / 60_000) * LIMITS.anonymousRootFieldsPerMinute);
    assert.ok(answered >= LIMITS.anonymousRootFieldsPerMinute && answered <= LIMITS.anonymousRootFieldsPerMinute + refilled, `answered ${answered}, refilled ${refilled}`);
  });

  it('groups IPv6 by /64 and leaves IPv4 alone', () => {
    assert.equal(limitedNetwork('203.0.113.9'), '203.0.113.9');
    assert.equal(limitedNetwork('2001:db8:7:9::1'), '2001:db8:7:9::/64');
    assert.equal(limitedNetwork('2001:0DB8:0007:0009:ffff:1:2:3'), '2001:db8:7:9::/64');
    assert.equal(limitedNetwork('2001:db8::'), '2001:db8:0:0::/64');
    assert.equal(limitedNetwork('1::2:3:4:5:6:7'), '1:0:2:3::/64');
    assert.equal(limitedNetwork('2001:db8:1:2:3:4:5.6.7.8'), '2001:db8:1:2::/64');
    assert.equal(limitedNetwork('fe80::1%eth0'), 'fe80:0:0:0::/64');
  });
});

describe('security: two processes on one PostgreSQL count against one budget', { skip: usingPostgres ? false : 'PostgreSQL only: PGlite serves one process' }, () => {
  let target: TestTarget;
  let inProcess: RunningService;
  let spawned: SpawnedService;
  let spawnedUrl: string;

  before(async () => {
    target = await createTestTarget();
    inProcess = await startDataService({ ...target.config, limits: LIMITS }, memoryLogger());
    spawned = spawnService({
      ...target.env,
      DATA_SERVICE_ANONYMOUS_ROOT_FIELDS_PER_MINUTE: String(LIMITS.anonymousRootFieldsPerMinute),
      DATA_SERVICE_LOOKUP_MISSES_PER_HOUR: String(LIMITS.lookupMissesPerHour),
    });
    spawnedUrl = `http://127.0.0.1:${await spawned.listening()}/v1/graphql`;
  });
  after(async () => {
    spawned?.child.kill('SIGTERM');
    await spawned?.exited().catch(() => undefined);
    await inProcess?.stop();
    await target?.cleanup();
  });

  /** Sends to the two processes in turn, as a load balancer would. */
  async function alternately(addressOf: (n: number) => string, query: string, variablesOf: (n: number) => Record<string, unknown>, count: number): Promise<GraphqlAnswer[]> {
    const answers: GraphqlAnswer[] = [];
    for (let n = 0; n < count; n += 1) {
      const url = n % 2 === 0 ? inProcess.graphqlUrl : spawnedUrl;
      const response = await request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(n) },
        body: JSON.stringify({ query, variables: variablesOf(n) }),
      });
      answers.push(JSON.parse(response.text) as GraphqlAnswer);
    }
    return answers;
  }

  it('security #28.2: lookups that find nothing are limited once, not once per process', async () => {
    const answers = await alternately(() => '198.51.100.77', CHECK, (n) => ({ code: `SUN-2026-4440${String(n).padStart(2, '0')}`, imei: '1234' }), 14);
    assert.deepEqual(tally(answers), { null: LIMITS.lookupMissesPerHour, 'too-many-failed-lookups': 14 - LIMITS.lookupMissesPerHour });
  });

  it('security #28.2: anonymous root fields are limited once, not once per process', async () => {
    const started = Date.now();
    const answers = await alternately(() => '198.51.100.78', PARTNER, () => ({ code: SUNLINE_NG.code }), LIMITS.anonymousRootFieldsPerMinute + 6);
    const answered = answers.filter((answer) => codeOf(answer) === undefined).length;
    // Each process takes a slice (a twentieth) of the budget at a time, so it may refuse up to a slice early;
    // the budget refills as the requests go (refusals are answered after a second).
    const slice = Math.ceil(LIMITS.anonymousRootFieldsPerMinute / 20);
    const refilled = Math.ceil(((Date.now() - started) / 60_000) * LIMITS.anonymousRootFieldsPerMinute);
    const expected = `${LIMITS.anonymousRootFieldsPerMinute - 2 * slice}–${LIMITS.anonymousRootFieldsPerMinute + refilled}`;
    assert.ok(answered >= LIMITS.anonymousRootFieldsPerMinute - 2 * slice && answered <= LIMITS.anonymousRootFieldsPerMinute + refilled, `answered ${answered}, expected ${expected}`);
  });

  it('security #28.2: wrong guesses at one policy number are limited once, not once per process', async () => {
    // Each guess from another address: only the policy number's own budget is met.
    const answers = await alternately((n) => `198.51.101.${n + 1}`, CHECK, (n) => ({ code: 'SUN-2026-333333', imei: wrongDigits('0000', n) }), 16);
    assert.deepEqual(tally(answers), { null: POLICY_NUMBER_GUESSES.capacity, 'policy-number-locked': 16 - POLICY_NUMBER_GUESSES.capacity });
  });
});
