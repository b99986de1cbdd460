import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { createCallerBudget } from '../src/engine/limits/callerBudget';
import { sharedGuesses } from '../src/engine/limits/guesses';
import { SharedBuckets } from '../src/engine/limits/sharedBuckets';
import { memoryLogger } from '../src/log';
import { loadConfig } from '../src/config';
import { clientAddressResolver } from '../src/http/clientAddress';
import { DEFAULT_LIMITS, type Limits } from '../src/limits';
import { DEMO_IDS } from '../src/seed/demo';
import { SUNLINE_NG } from '../src/seed/partners';
import { aliasedLookups, startFlood } from '../../scripts/lib/aliasFlood.mjs';
import { request } from './support/http';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/**
 * Issue 11's cost limits (#3), input bounds (#6), card enumeration (#7), JSON-only bodies (#8) and NUL
 * characters (#10). Requests come from 127.0.0.1, a trusted proxy by default, so each test names its
 * own client in X-Forwarded-For and spends its own budget.
 */

const SMALL_LIMITS: Limits = {
  ...DEFAULT_LIMITS,
  maxRootFields: 5,
  maxAliases: 8,
  maxBatchOperations: 3,
  maxResponseBytes: 4096,
  anonymousRootFieldsPerMinute: 30,
  lookupMissesPerHour: 5,
};

let lastClient = 0;
/** A client address no other test uses. */
const newClient = () => {
  lastClient += 1;
  return `198.51.100.${lastClient}`;
};

const PARTNER = `query Partner($code: String!) { partner(where: {code: {_eq: $code}}) { code } }`;
const SUNLINE = { code: SUNLINE_NG.code };
const DEMO = DEMO_IDS[SUNLINE_NG.code];

function from(ds: TestService, client: string) {
  return (query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ds.gql(query, variables, undefined, { 'x-forwarded-for': client, ...headers });
}

function codeOf(answer: GraphqlAnswer): string | undefined {
  return answer.errors?.[0]?.extensions.code;
}

/** `{ a0: partner(…) { code } a1: … }`: `n` root fields of one kind. */
function aliasedPartners(n: number): string {
  return `{ ${Array.from({ length: n }, (_, i) => `a${i}: partner(where: {code: {_eq: "${SUNLINE_NG.code}"}}) { code }`).join(' ')} }`;
}

/** `where` nested `depth` levels deep (`{code: {_eq: …}}` is 3, each `_not` one more), matching the partner when `depth` is odd. */
function nestedWhere(depth: number): Record<string, unknown> {
  let where: Record<string, unknown> = { code: { _eq: SUNLINE_NG.code } };
  for (let level = 3; level < depth; level += 1) where = { _not: where };
  return where;
}

function nestedLiteral(depth: number): string {
  let literal = `{code: {_eq: "${SUNLINE_NG.code}"}}`;
  for (let level = 3; level < depth; level += 1) literal = `{_not: ${literal}}`;
  return literal;
}

describe('security limits: configuration', () => {
  const DEVELOPMENT = { DATA_SERVICE_USE_DEV_JWT_SECRET: 'true' };

  it('security #3: limits are read from the environment, with defaults', () => {
    assert.deepEqual(loadConfig(DEVELOPMENT).limits, DEFAULT_LIMITS);
    const limits = loadConfig({
      ...DEVELOPMENT,
      DATA_SERVICE_MAX_ROOT_FIELDS: '7',
      DATA_SERVICE_MAX_ALIASES: '9',
      DATA_SERVICE_MAX_BATCH: '2',
      DATA_SERVICE_MAX_RESPONSE_BYTES: '65536',
      DATA_SERVICE_MAX_INPUT_DEPTH: '12',
      DATA_SERVICE_ANONYMOUS_ROOT_FIELDS_PER_MINUTE: '0',
      DATA_SERVICE_LOOKUP_MISSES_PER_HOUR: '10',
      DATA_SERVICE_TRUSTED_PROXIES: '10.0.0.0/8, fd00::1',
    }).limits;
    assert.deepEqual(limits, {
      maxRootFields: 7,
      maxAliases: 9,
      maxBatchOperations: 2,
      maxResponseBytes: 65536,
      maxInputDepth: 12,
      anonymousRootFieldsPerMinute: 0,
      lookupMissesPerHour: 10,
      trustedProxies: ['10.0.0.0/8', 'fd00::1'],
    });
    assert.deepEqual(loadConfig({ ...DEVELOPMENT, DATA_SERVICE_TRUSTED_PROXIES: 'none' }).limits?.trustedProxies, []);
    assert.throws(() => loadConfig({ ...DEVELOPMENT, DATA_SERVICE_MAX_ROOT_FIELDS: '0' }), /DATA_SERVICE_MAX_ROOT_FIELDS: must be a whole number from 1/);
    assert.throws(() => loadConfig({ ...DEVELOPMENT, DATA_SERVICE_TRUSTED_PROXIES: 'localhost' }), /DATA_SERVICE_TRUSTED_PROXIES: must be a comma-separated list/);
  });
});

describe('security limits', () => {
  let ds: TestService;
  before(async () => {
    ds = await startTestService({ config: { limits: SMALL_LIMITS } });
  });
  after(async () => {
    await ds?.stop();
  });

  it('security #3: an operation with more root fields than allowed is refused, aliases counted', async () => {
    const ask = from(ds, newClient());
    assert.equal((await ask(aliasedPartners(5))).data?.a4 !== undefined, true);
    const answer = await ask(aliasedPartners(6));
    assert.equal(codeOf(answer), 'too-many-root-fields');
    assert.equal(answer.data, undefined);
    // Fields brought in by a fragment count too.
    const spread = `query { ...Partners } fragment Partners on query_root ${aliasedPartners(6)}`;
    assert.equal(codeOf(await from(ds, newClient())(spread)), 'too-many-root-fields');
  });

  it('security #3: an operation with more aliased lists than allowed is refused', async () => {
    const headers = await authHeaders({ userId: DEMO.demoAgentId, partnerId: DEMO.partnerId });
    const plans = (n: number) => Array.from({ length: n }, (_, i) => `p${i}: plans { id }`).join(' ');
    const allowed = await ds.gql(`{ partner { ${plans(SMALL_LIMITS.maxAliases)} } }`, undefined, undefined, headers);
    assert.equal(allowed.errors, undefined);
    const answer = await ds.gql(`{ partner { ${plans(SMALL_LIMITS.maxAliases + 1)} } }`, undefined, undefined, headers);
    assert.equal(codeOf(answer), 'too-many-aliases');
    // Aliased columns only repeat a value already read: the answer's size bounds them.
    const columns = Array.from({ length: 40 }, (_, i) => `c${i}: code`).join(' ');
    assert.equal(codeOf(await ds.gql(`{ partner { ${columns} } }`, undefined, undefined, headers)), undefined);
  });

  it('security #3: a batch with more operations than allowed is refused', async () => {
    const body = (n: number) => JSON.stringify(Array.from({ length: n }, () => ({ query: PARTNER, variables: SUNLINE })));
    const headers = { 'x-forwarded-for': newClient() };
    const allowed = JSON.parse((await ds.post(body(3), headers)).text) as GraphqlAnswer[];
    assert.equal(allowed.length, 3);
    assert.deepEqual(allowed[2].data, { partner: [{ code: SUNLINE_NG.code }] });
    const refused = JSON.parse((await ds.post(body(4), headers)).text) as GraphqlAnswer;
    assert.equal(codeOf(refused), 'too-many-operations');
  });

  it('security #3: an answer larger than allowed is refused, even when each root field is small', async () => {
    const headers = await authHeaders({ userId: DEMO.demoAgentId, partnerId: DEMO.partnerId });
    const customers = 'customer(limit: 25, order_by: {id: asc}) { id first_name last_name }';
    const one = await ds.gql(`{ a: ${customers} }`, undefined, undefined, headers);
    assert.equal(one.errors, undefined);
    const size = JSON.stringify(one).length;
    assert.ok(size > 2048 && size < SMALL_LIMITS.maxResponseBytes, `one list is ${size} bytes`);

    const answer = await ds.gql(`{ a: ${customers} b: ${customers} }`, undefined, undefined, headers);
    assert.equal(codeOf(answer), 'response-too-large');
    assert.equal(answer.data, undefined);
  });

  it('security #3: anonymous root fields are limited per client address, aliases counted', async () => {
    const client = newClient();
    const ask = from(ds, client);
    for (let request = 0; request < 6; request += 1) assert.equal(codeOf(await ask(aliasedPartners(5))), undefined, `request ${request}`);
    const refused = await ask(PARTNER, SUNLINE);
    assert.equal(codeOf(refused), 'rate-limited');
    assert.ok(Number((refused.errors?.[0].extensions as Record<string, unknown>).retry_after_seconds) >= 1);
    // Another address has its own budget; a signed-in agent at the same address is not limited.
    assert.deepEqual((await from(ds, newClient())(PARTNER, SUNLINE)).data, { partner: [{ code: SUNLINE_NG.code }] });
    const agent = await authHeaders({ userId: DEMO.demoAgentId, partnerId: DEMO.partnerId });
    assert.equal(codeOf(await ask(PARTNER, SUNLINE, agent)), undefined);
  });

  it('security #3: X-Forwarded-For names the client only behind a trusted proxy, read from the right', async () => {
    // 127.0.0.1 is trusted: the hop it names is the client, whatever the client wrote to its left.
    const client = newClient();
    for (let request = 0; request < 6; request += 1) await from(ds, `6.6.6.${request}, ${client}`)(aliasedPartners(5));
    assert.equal(codeOf(await from(ds, `7.7.7.7, ${client}`)(PARTNER, SUNLINE)), 'rate-limited');

    const resolve = clientAddressResolver(['127.0.0.1', '::1', '10.0.0.0/8']);
    const req = (remoteAddress: string, forwardedFor?: string) =>
      ({ socket: { remoteAddress }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;
    assert.equal(resolve(req('127.0.0.1')), '127.0.0.1');
    assert.equal(resolve(req('::ffff:127.0.0.1', '203.0.113.7')), '203.0.113.7');
    assert.equal(resolve(req('127.0.0.1', '203.0.113.7, 10.1.2.3')), '203.0.113.7');
    assert.equal(resolve(req('127.0.0.1', '1.1.1.1, 203.0.113.7')), '203.0.113.7');
    assert.equal(resolve(req('127.0.0.1', 'not-an-address')), '127.0.0.1');
    assert.equal(resolve(req('203.0.113.9', '1.1.1.1')), '203.0.113.9', 'an untrusted peer cannot name another client');
    assert.equal(clientAddressResolver([])(req('127.0.0.1', '1.1.1.1')), '127.0.0.1', 'no trusted proxy: the socket is the client');
  });

  it('security #3: an anonymous budget refills with time, and signed-in callers have none', async () => {
    let now = Date.now();
    const buckets = new SharedBuckets(ds.service.db, () => now);
    const guesses = sharedGuesses(buckets, memoryLogger());
    const budget = createCallerBudget({ unauthorizedRole: 'anonymous', rootFieldsPerMinute: 60, lookupMissesPerHour: 2, buckets, guesses, now: () => now });
    const visitor = { session: { role: 'anonymous', variables: {} }, clientAddress: newClient() };
    await budget.charge(visitor, 60);
    await assert.rejects(budget.charge(visitor, 1), { code: 'rate-limited' });
    // Now known to be out of budget: refused before its body is read, without asking the database.
    assert.throws(() => budget.admit(visitor), { code: 'rate-limited' });
    now += 10_000; // a minute's budget refills in a minute: 10 root fields in 10 s
    await budget.charge(visitor, 10);
    await assert.rejects(budget.charge(visitor, 1), { code: 'rate-limited' });

    const lookups = budget.lookups(visitor);
    assert.ok(lookups);
    await lookups.reserve(); // two lookups that found nothing: never given back
    await lookups.reserve();
    await assert.rejects(lookups.reserve(), { code: 'too-many-failed-lookups' });
    now += 31 * 60_000; // one back after half an hour
    const found = await lookups.reserve();
    await found.giveBack(); // a lookup that found something costs nothing
    await lookups.reserve();
    await assert.rejects(lookups.reserve(), { code: 'too-many-failed-lookups' });

    const agent = { session: { role: 'agent', variables: {} }, clientAddress: visitor.clientAddress };
    await budget.charge(agent, 1000);
    assert.equal(budget.lookups(agent), undefined);
  });

  it('security #6: a where nested 500 levels deep in variables is refused cleanly', async () => {
    // A refused size also spends the sender's budget: each request comes from its own client.
    const ask = (query: string, variables?: Record<string, unknown>) => from(ds, newClient())(query, variables);
    const query = `query Deep($where: partner_bool_exp!) { partner(where: $where) { code } }`;
    const deep = await ask(query, { where: nestedWhere(500) });
    assert.deepEqual(deep.errors, [
      { extensions: { path: '$.variables.where', code: 'input-too-deep' }, message: `the value nests deeper than ${DEFAULT_LIMITS.maxInputDepth} levels` },
    ]);
    // The same depth as a literal, and a literal deep enough to exhaust graphql-js's own parser.
    assert.equal(codeOf(await ask(`{ partner(where: ${nestedLiteral(500)}) { code } }`)), 'input-too-deep');
    assert.equal(codeOf(await ask(`{ partner(where: ${nestedLiteral(4000)}) { code } }`)), 'input-too-deep');
    // Up to the limit, nesting still works.
    assert.deepEqual((await ask(query, { where: nestedWhere(DEFAULT_LIMITS.maxInputDepth - 1) })).data, { partner: [{ code: SUNLINE_NG.code }] });
    assert.equal(codeOf(await ask(query, { where: nestedWhere(DEFAULT_LIMITS.maxInputDepth) })), undefined);
    assert.equal(codeOf(await ask(query, { where: nestedWhere(DEFAULT_LIMITS.maxInputDepth + 1) })), 'input-too-deep');
  });

  it('security #7: sequential policy numbers are refused after a few misses per address', async () => {
    const ask = from(ds, newClient());
    const answers: GraphqlAnswer[] = [];
    for (let n = 1; n <= 20; n += 1) {
      const code = `SUN-2026-${String(n).padStart(6, '0')}`;
      answers.push(await ask(`query Check($code: String!) { verify_card(code: $code, imei_last4: "0000") { valid } }`, { code }));
    }
    const checked = answers.filter((answer) => answer.errors === undefined);
    assert.equal(checked.length, SMALL_LIMITS.lookupMissesPerHour);
    assert.ok(checked.every((answer) => answer.data?.verify_card === null));
    for (const answer of answers.slice(SMALL_LIMITS.lookupMissesPerHour)) assert.equal(codeOf(answer), 'too-many-failed-lookups');

    // Cards that exist cost no guesses, and the limit is per address.
    const verifier = from(ds, newClient());
    for (let check = 0; check < SMALL_LIMITS.lookupMissesPerHour + 3; check += 1) {
      const answer = await verifier(`query Card($code: String!) { verify_card(code: $code) { valid } }`, { code: DEMO.activeOrderVerificationCode });
      assert.equal(codeOf(answer), undefined);
      assert.ok(answer.data?.verify_card);
    }
  });

  it('security #7: 1,400 aliased verify_card are refused before any lookup', async () => {
    const answer = await from(ds, newClient())(aliasedLookups(1400));
    assert.equal(codeOf(answer), 'too-many-root-fields');
    assert.equal(answer.data, undefined);
  });

  it('security #8: only application/json bodies are accepted', async () => {
    const body = JSON.stringify({ query: PARTNER, variables: SUNLINE });
    const origin = 'http://localhost:3000';
    for (const contentType of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined]) {
      const headers: Record<string, string> = { origin, 'x-forwarded-for': newClient() };
      if (contentType !== undefined) headers['content-type'] = contentType;
      const response = await request(ds.service.graphqlUrl, { method: 'POST', headers, body });
      assert.equal(response.status, 415, String(contentType));
      assert.equal(response.headers['access-control-allow-origin'], origin, 'the browser may read why');
      assert.deepEqual(JSON.parse(response.text), {
        errors: [
          { extensions: { path: '$', code: 'unsupported-media-type' }, message: 'the request body must be JSON, sent with content-type: application/json' },
        ],
      });
    }
    for (const contentType of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8']) {
      const response = await ds.post(body, { 'content-type': contentType, 'x-forwarded-for': newClient() });
      assert.equal(response.status, 200, contentType);
      assert.deepEqual((JSON.parse(response.text) as GraphqlAnswer).data, { partner: [{ code: SUNLINE_NG.code }] });
    }
    // A browser asks before sending JSON across origins: the preflight still answers.
    const preflight = await request(ds.service.graphqlUrl, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], origin);
  });

  it('security #10: a NUL character in a variable, a literal or an action input is refused naming the field', async () => {
    const ask = from(ds, newClient());
    assert.deepEqual((await ask(PARTNER, { code: 'SUNLINE\u0000' })).errors, [
      {
        extensions: { path: '$.selectionSet.partner.args.where.code._eq', code: 'validation-failed' },
        message: 'the value contains a NUL character (\\u0000), which is not allowed',
      },
    ]);
    const literal = await ask(`{ partner(where: {code: {_in: ["a", "b\\u0000"]}}) { code } }`);
    assert.equal(codeOf(literal), 'validation-failed');
    assert.equal(literal.errors?.[0].extensions.path, '$.selectionSet.partner.args.where.code._in[1]');

    const action = await ask(`query Check($code: String!) { verify_card(code: $code) { valid } }`, { code: 'abc\u0000def' });
    assert.equal(codeOf(action), 'validation-failed');
    assert.equal(action.errors?.[0].extensions.path, '$.selectionSet.verify_card.args.code');
  });
});

describe('security limits under an alias flood', () => {
  let ds: TestService;
  before(async () => {
    ds = await startTestService({ config: { limits: DEFAULT_LIMITS } });
  });
  after(async () => {
    await ds?.stop();
  });

  // What keeps others' latency under the flood (measured by `npm run bench:data-service`, case alias-flood):
  // an attacker's oversized operation is parsed once, and then it is refused unread, one answer a second.
  it('security #3: 4 anonymous clients flooding 1,400 aliased verify_card are parsed once each, then refused unread one answer a second, while others are answered', async () => {
    const clients = ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'];
    const ask = from(ds, '203.0.113.200');
    const started = performance.now();
    const attack = startFlood(ds.service.graphqlUrl, clients);
    let probes = 0;
    while (attack.answered() < clients.length * 3) {
      assert.equal(codeOf(await ask(PARTNER, SUNLINE)), undefined);
      probes += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const codes = await attack.stop();
    const seconds = (performance.now() - started) / 1000;

    assert.deepEqual(Object.keys(codes).sort(), ['rate-limited', 'too-many-root-fields']);
    assert.equal(codes['too-many-root-fields'], clients.length, 'each attacker’s operation is parsed once, then refused before its body is read');
    const paced = clients.length * (Math.ceil(seconds) + 1);
    const answered = codes['rate-limited'] + codes['too-many-root-fields'];
    assert.ok(answered <= paced, `${answered} flood requests answered in ${seconds.toFixed(1)} s; at most ${paced} (one a second per attacker)`);
    assert.ok(probes > 0);
  });
});
