import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SignJWT, type JWTPayload } from 'jose';
import { createActionAuth } from '../src/auth/actionAuth';
import { createAuthenticator, type AuthOptions } from '../src/auth/authenticate';
import { DEFAULT_TOKEN_LIFETIME_MS } from '../src/auth/jwt';
import { DEV_JWT_SECRET, DEV_JWT_SECRET_JSON, DEV_JWT_SECRET_KEY, HASURA_CLAIMS_NAMESPACE, parseJwtSecret } from '../src/auth/jwtSecret';
import { loadConfig } from '../src/config';
import { GraphqlRequestError } from '../src/engine/errors';
import { validateRegistry, withAdminPermissions } from '../src/engine/model';
import { REGISTRY } from '../src/metadata/registry';
import type { Registry } from '../src/engine/registry/types';
import { spawnService } from './support/spawnService';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';
import { DEMO_IDS } from '../src/seed/demo';
import { SUNLINE_NG } from '../src/seed/partners';
import { authHeaders, signToken } from './support/tokens';

/**
 * Authentication as Hasura does it: JWT (HS256) claims → role and session variables, the admin secret,
 * the unauthorised role, and Hasura's error codes and messages for every way a request can fail.
 */

const ADMIN_SECRET = 'test-admin-secret-for-auth-tests';

// A table whose member permission names a session variable: proves the token's claims reach the SQL.
const SETUP_SQL = `
  CREATE TABLE public.note (id integer PRIMARY KEY, owner text NOT NULL, body text NOT NULL);
  INSERT INTO public.note VALUES (1, 'agent-1', 'first'), (2, 'agent-1', 'second'), (3, 'agent-2', 'third');
`;

const TEST_REGISTRY: Registry = {
  tables: [
    ...REGISTRY.tables,
    {
      table: { schema: 'public', name: 'note' },
      columns: [
        { name: 'id', type: 'integer', nullable: false },
        { name: 'owner', type: 'text', nullable: false },
        { name: 'body', type: 'text', nullable: false },
      ],
      primary_key: ['id'],
      select_permissions: [
        // Not `agent`: an agent's token must name a real agent (security-session.test.ts); these test Hasura's rules.
        { role: 'member', permission: { columns: ['id', 'owner', 'body'], filter: { owner: { _eq: 'X-Hasura-User-Id' } } } },
        // A second role for the x-hasura-role header: every row, fewer columns.
        { role: 'team_lead', permission: { columns: ['id'], filter: {} } },
      ],
    },
  ],
};

const NOTES = '{ note(order_by: {id: asc}) { id } }';

function error(code: string, message: string, path = '$'): GraphqlAnswer {
  return { errors: [{ extensions: { path, code }, message }] };
}

/** The answer for a root field the role's schema lacks. */
const notFound = (field: string) => error('validation-failed', `field '${field}' not found in type: 'query_root'`, `$.selectionSet.${field}`);

/** A token with any payload and header, for the shapes `signToken` refuses to make. */
async function rawToken(payload: JWTPayload, options: { key?: string; alg?: string } = {}): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(options.key ?? DEV_JWT_SECRET_KEY));
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('authentication over HTTP', () => {
  let ds: TestService;
  let ids: (headers: Record<string, string>, query?: string) => Promise<unknown>;

  before(async () => {
    ds = await startTestService({ registry: TEST_REGISTRY, setupSql: SETUP_SQL, config: { adminSecret: ADMIN_SECRET } });
    ids = async (headers, query = NOTES) => {
      const answer = await ds.gql(query, undefined, undefined, headers);
      if (answer.errors) return answer;
      return (answer.data?.note as { id: number }[]).map((note) => note.id);
    };
  });
  after(async () => {
    await ds?.stop();
  });

  describe('a valid token', () => {
    it("gives the default role, with the token's session variables in its permission filter", async () => {
      assert.deepEqual(await ids(await authHeaders({ role: 'member', userId: 'agent-1' })), [1, 2]);
      assert.deepEqual(await ids(await authHeaders({ role: 'member', userId: 'agent-2' })), [3]);
    });

    it('fails a filter that names a session variable the token lacks', async () => {
      assert.deepEqual(await ids(await authHeaders({ role: 'member' })), error('not-found', 'missing session variable: "x-hasura-user-id"'));
    });

    it('reads claim names case-insensitively', async () => {
      const token = await rawToken({
        [HASURA_CLAIMS_NAMESPACE]: { 'X-Hasura-Allowed-Roles': ['member'], 'X-HASURA-DEFAULT-ROLE': 'member', 'X-Hasura-User-Id': 'agent-2' },
      });
      assert.deepEqual(await ids(bearer(token)), [3]);
    });

    it('takes the x-hasura-role header when the token allows that role', async () => {
      const headers = await authHeaders({ role: 'member', allowedRoles: ['member', 'team_lead'], userId: 'agent-1' });
      assert.deepEqual(await ids({ ...headers, 'x-hasura-role': 'team_lead' }), [1, 2, 3]);
      // The team_lead's schema lacks the columns only agents may see.
      const answer = await ds.gql('{ note { body } }', undefined, undefined, { ...headers, 'x-hasura-role': 'team_lead' });
      assert.deepEqual(answer, error('validation-failed', "field 'body' not found in type: 'note'", '$.selectionSet.note.selectionSet.body'));
      // An empty header means no header: the default role.
      assert.deepEqual(await ids({ ...headers, 'x-hasura-role': '' }), [1, 2]);
    });

    it('refuses an x-hasura-role the token does not allow, and a default role outside the allowed ones', async () => {
      const denied = error('access-denied', 'Your requested role is not in allowed roles');
      const headers = await authHeaders({ role: 'member', userId: 'agent-1' });
      assert.deepEqual(await ids({ ...headers, 'x-hasura-role': 'team_lead' }), denied);
      assert.deepEqual(await ids({ ...headers, 'x-hasura-role': 'admin' }), denied);
      assert.deepEqual(await ids(await authHeaders({ role: 'member', allowedRoles: ['team_lead'], userId: 'agent-1' })), denied);
    });

    it('gives a role with no permissions an empty schema', async () => {
      const headers = await authHeaders({ role: 'stranger' });
      assert.deepEqual(await ds.gql('{ partner { id } }', undefined, undefined, headers), notFound('partner'));
      assert.deepEqual(await ids(headers), notFound('note'));
    });

    it('accepts the tokens `login` signs (signAgentToken), as role agent', async () => {
      const auth = createActionAuth(DEV_JWT_SECRET, DEFAULT_TOKEN_LIFETIME_MS);
      const now = new Date();
      const { demoAgentId, partnerId } = DEMO_IDS[SUNLINE_NG.code];
      const { token, expiresAt } = await auth.signAgentToken({ agentId: demoAgentId, role: 'agent', partnerId, sessionVersion: 0 }, now);
      assert.equal(expiresAt.getTime(), Math.floor((now.getTime() + DEFAULT_TOKEN_LIFETIME_MS) / 1000) * 1000);
      assert.deepEqual(await ds.gql('{ agent { id } }', undefined, undefined, bearer(token)), { data: { agent: [{ id: demoAgentId }] } });
      assert.deepEqual(await ids({ ...bearer(token), 'x-hasura-role': 'team_lead' }), error('access-denied', 'Your requested role is not in allowed roles'));
    });
  });

  describe('no token', () => {
    it('runs as anonymous, whatever role or session headers are sent', async () => {
      const answer = await ds.gql('{ partner(where: {code: {_eq: "SUNLINE-NG"}}) { code } }');
      assert.deepEqual(answer, { data: { partner: [{ code: 'SUNLINE-NG' }] } });
      assert.deepEqual(await ids({ 'x-hasura-role': 'agent', 'x-hasura-user-id': 'agent-1' }), notFound('note'));
    });
  });

  describe('a token that is refused', () => {
    const invalid = (reason: string) => error('invalid-jwt', `Could not verify JWT: ${reason}`);

    it('expired', async () => {
      assert.deepEqual(await ids(await authHeaders({ role: 'member', userId: 'agent-1', expiresIn: -60 })), invalid('JWTExpired'));
    });

    it('signed with another secret', async () => {
      const token = await signToken({ userId: 'agent-1', secret: 'another-secret-of-at-least-32-characters' });
      assert.deepEqual(await ids(bearer(token)), invalid('JWSError JWSInvalidSignature'));
    });

    it('tampered with (claims changed, signature kept)', async () => {
      const [header, , signature] = (await signToken({ userId: 'agent-1' })).split('.');
      const forged = base64url({ [HASURA_CLAIMS_NAMESPACE]: { 'x-hasura-allowed-roles': ['agent'], 'x-hasura-default-role': 'agent', 'x-hasura-user-id': 'agent-2' } });
      assert.deepEqual(await ids(bearer(`${header}.${forged}.${signature}`)), invalid('JWSError JWSInvalidSignature'));
    });

    it("unsigned (alg none), or signed with an algorithm other than HS256", async () => {
      const claims = { [HASURA_CLAIMS_NAMESPACE]: { 'x-hasura-allowed-roles': ['agent'], 'x-hasura-default-role': 'agent', 'x-hasura-user-id': 'agent-1' } };
      const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
      assert.deepEqual(await ids(bearer(unsigned)), invalid('JWSError JWSNoSignatures'));
      const hs512 = await rawToken(claims, { alg: 'HS512' });
      assert.deepEqual(await ids(bearer(hs512)), invalid('JWSError JWSInvalidSignature'));
    });

    it('malformed', async () => {
      assert.deepEqual(await ids(bearer('not-a-token')), invalid('JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)'));
      assert.deepEqual(await ids(bearer('a.b')), invalid('JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 2)'));
      assert.deepEqual(await ids(bearer('a$.b.c')), invalid('JWSError (JSONDecodeError "Not valid base64url")'));
      assert.deepEqual(await ids(bearer(`${Buffer.from('{oops').toString('base64url')}.b.c`)), invalid('JWSError (JSONDecodeError "Error in $: not a valid json value")'));
    });

    it('in an Authorization header that is not "Bearer <token>"', async () => {
      const token = await signToken({ userId: 'agent-1' });
      for (const authorization of [`Token ${token}`, `bearer ${token}`, 'Bearer', `Bearer ${token} extra`, '']) {
        assert.deepEqual(await ids({ authorization }), error('invalid-headers', 'Malformed Authorization header'), authorization);
      }
    });

    it('without the claims Hasura needs', async () => {
      const claims = (hasura: Record<string, unknown>) => rawToken({ [HASURA_CLAIMS_NAMESPACE]: hasura });
      const cases: [Promise<string>, GraphqlAnswer][] = [
        [claims({ 'x-hasura-allowed-roles': ['agent'] }), error('jwt-missing-role-claims', 'JWT claim does not contain x-hasura-default-role')],
        [claims({ 'x-hasura-default-role': 'agent' }), error('jwt-missing-role-claims', 'JWT claim does not contain x-hasura-allowed-roles')],
        [
          claims({ 'x-hasura-allowed-roles': 'agent', 'x-hasura-default-role': 'agent' }),
          error('jwt-invalid-claims', 'invalid x-hasura-allowed-roles; should be a list of roles: parsing [] failed, expected Array, but encountered String'),
        ],
        [
          claims({ 'x-hasura-allowed-roles': ['agent'], 'x-hasura-default-role': 7 }),
          error('jwt-invalid-claims', 'invalid x-hasura-default-role; should be a single role name: parsing Text failed, expected String, but encountered Number'),
        ],
        [
          claims({ 'x-hasura-allowed-roles': ['agent'], 'x-hasura-default-role': 'agent', 'x-hasura-user-id': 1 }),
          error('jwt-invalid-claims', 'x-hasura-* claims: parsing Text failed, expected String, but encountered Number'),
        ],
        [rawToken({ sub: 'someone' }), error('jwt-invalid-claims', `claims key: '${HASURA_CLAIMS_NAMESPACE}' not found`)],
        [rawToken({ [HASURA_CLAIMS_NAMESPACE]: 'x' }), error('jwt-invalid-claims', 'expecting a json object when claims_format is json')],
      ];
      for (const [token, expected] of cases) assert.deepEqual(await ids(bearer(await token)), expected);
    });

    it('with one error for a whole batch', async () => {
      const response = await ds.post(JSON.stringify([{ query: NOTES }, { query: NOTES }]), bearer('nope'));
      assert.deepEqual(JSON.parse(response.text), invalid('JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)'));
    });
  });

  describe('the admin secret', () => {
    const admin = { 'x-hasura-admin-secret': ADMIN_SECRET };

    it('gives role admin every table, column and row, with no limit', async () => {
      assert.deepEqual(await ids(admin), [1, 2, 3]);
      const answer = await ds.gql('{ note(where: {id: {_eq: 3}}) { owner body } partner(limit: 1) { policy_prefix created_at } }', undefined, undefined, admin);
      assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
      assert.deepEqual(answer.data?.note, [{ owner: 'agent-2', body: 'third' }]);
      assert.equal((answer.data?.partner as unknown[]).length, 1);
    });

    it('acts as the x-hasura-role header says, with x-hasura-* headers as session variables', async () => {
      assert.deepEqual(await ids({ ...admin, 'x-hasura-role': 'member', 'x-hasura-user-id': 'agent-2' }), [3]);
      assert.deepEqual(await ids({ ...admin, 'X-Hasura-Role': 'member', 'X-Hasura-User-Id': 'agent-1' }), [1, 2]);
    });

    it('decides alone: an admin secret wins over a bad token', async () => {
      assert.deepEqual(await ids({ ...admin, authorization: 'Bearer nope' }), [1, 2, 3]);
    });

    it('refuses a wrong secret, also under the old x-hasura-access-key name', async () => {
      const denied = error('access-denied', 'invalid x-hasura-admin-secret/x-hasura-access-key');
      assert.deepEqual(await ids({ 'x-hasura-admin-secret': `${ADMIN_SECRET}x` }), denied);
      assert.deepEqual(await ids({ 'x-hasura-admin-secret': '' }), denied);
      assert.deepEqual(await ids({ 'x-hasura-access-key': 'guess' }), denied);
      assert.deepEqual(await ids({ 'x-hasura-access-key': ADMIN_SECRET }), [1, 2, 3]);
    });
  });
});

describe('createAuthenticator (sessions)', () => {
  // Every agent session current: the sessions' own check is tested in security-session.test.ts.
  const anySession = { check: () => Promise.resolve(), forget: () => undefined };
  const options: AuthOptions = { jwtSecret: DEV_JWT_SECRET, adminSecret: undefined, unauthorizedRole: 'anonymous', agentSessions: anySession };
  const authenticate = createAuthenticator(options);

  it("builds the session as Hasura does: lower-cased x-hasura-* claims plus the resolved role", async () => {
    const token = await rawToken({
      sub: 'ignored',
      [HASURA_CLAIMS_NAMESPACE]: {
        'x-hasura-allowed-roles': ['agent', 'team_lead'],
        'x-hasura-default-role': 'agent',
        'X-Hasura-User-Id': 'u1',
        'x-hasura-partner-id': 'p1',
        'not-a-session-variable': 'dropped',
      },
    });
    assert.deepEqual(await authenticate({ authorization: `Bearer ${token}`, 'x-hasura-role': 'team_lead', 'x-hasura-other': 'ignored' }), {
      role: 'team_lead',
      variables: { 'x-hasura-user-id': 'u1', 'x-hasura-partner-id': 'p1', 'x-hasura-role': 'team_lead' },
    });
  });

  it('gives the unauthorised role the x-hasura-* request headers, as Hasura does', async () => {
    assert.deepEqual(await authenticate({ 'x-hasura-role': 'agent', 'x-hasura-user-id': 'u1', accept: '*/*' }), {
      role: 'anonymous',
      variables: { 'x-hasura-user-id': 'u1', 'x-hasura-role': 'anonymous' },
    });
  });

  it('never makes anyone admin when no admin secret is configured', async () => {
    await assert.rejects(authenticate({ 'x-hasura-admin-secret': '' }), { code: 'access-denied' });
    await assert.rejects(authenticate({ 'x-hasura-admin-secret': 'anything' }), { code: 'access-denied' });
  });

  it('keeps the admin secret out of the session', async () => {
    const withAdmin = createAuthenticator({ ...options, adminSecret: 's3cret' });
    assert.deepEqual(await withAdmin({ 'x-hasura-admin-secret': 's3cret', 'x-hasura-user-id': 'u1' }), {
      role: 'admin',
      variables: { 'x-hasura-user-id': 'u1', 'x-hasura-role': 'admin' },
    });
  });

  it('still expires a token it has already verified', async () => {
    const token = await signToken({ userId: 'u1', expiresIn: 60 });
    const now = Date.now();
    assert.equal((await authenticate({ authorization: `Bearer ${token}` }, new Date(now))).role, 'agent');
    await assert.rejects(authenticate({ authorization: `Bearer ${token}` }, new Date(now + 120_000)), (thrown: unknown) => {
      assert.ok(thrown instanceof GraphqlRequestError);
      assert.equal(thrown.message, 'Could not verify JWT: JWTExpired');
      return true;
    });
  });

  it('reads claims under a configured claims_namespace', async () => {
    const secret = parseJwtSecret(JSON.stringify({ type: 'HS256', key: DEV_JWT_SECRET_KEY, claims_namespace: 'hasura' }));
    const custom = createAuthenticator({ ...options, jwtSecret: secret });
    const token = await rawToken({ hasura: { 'x-hasura-allowed-roles': ['agent'], 'x-hasura-default-role': 'agent' } });
    assert.equal((await custom({ authorization: `Bearer ${token}` })).role, 'agent');
    await assert.rejects(authenticate({ authorization: `Bearer ${token}` }), { code: 'jwt-invalid-claims' });
  });
});

describe('admin permissions (withAdminPermissions)', () => {
  it('allows admin everything on every table and action, replacing nothing else', () => {
    const registry: Registry = {
      tables: TEST_REGISTRY.tables,
      actions: [{ name: 'login', definition: { type: 'mutation', arguments: '', output_type: 'String' }, permissions: [{ role: 'anonymous' }] }],
    };
    const admin = withAdminPermissions(registry);
    const note = admin.tables.find((table) => table.table.name === 'note');
    const columns = ['id', 'owner', 'body'];
    assert.deepEqual(note?.select_permissions, [
      ...(TEST_REGISTRY.tables.find((table) => table.table.name === 'note')?.select_permissions ?? []),
      { role: 'admin', permission: { columns, filter: {}, allow_aggregations: true } },
    ]);
    assert.deepEqual(note?.insert_permissions, [{ role: 'admin', permission: { columns, check: {} } }]);
    assert.deepEqual(note?.update_permissions, [{ role: 'admin', permission: { columns, filter: {}, check: {} } }]);
    assert.deepEqual(note?.delete_permissions, [{ role: 'admin', permission: { filter: {} } }]);
    assert.deepEqual(admin.actions?.[0].permissions, [{ role: 'anonymous' }, { role: 'admin' }]);
  });

  it('refuses a registry that declares admin permissions (admin has them all already)', () => {
    const declared = withAdminPermissions(TEST_REGISTRY);
    assert.throws(() => validateRegistry(declared), /role admin has every permission already/);
  });
});

describe('auth configuration', () => {
  const SECRET = JSON.stringify({ type: 'HS256', key: 'k'.repeat(32) });
  const fails = (env: Record<string, string>, message: RegExp) => assert.throws(() => loadConfig(env), message);

  const DEVELOPMENT = { DATA_SERVICE_USE_DEV_JWT_SECRET: 'true' };

  it('uses the development secret outside production when none is set, on the opt-in', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      const config = loadConfig(NODE_ENV ? { ...DEVELOPMENT, NODE_ENV } : DEVELOPMENT);
      assert.deepEqual(config.jwtSecret, DEV_JWT_SECRET);
      assert.deepEqual(parseJwtSecret(DEV_JWT_SECRET_JSON), DEV_JWT_SECRET);
    }
  });

  it('refuses to run in production without a secret, or with the development one', () => {
    fails({ NODE_ENV: 'production' }, /HASURA_GRAPHQL_JWT_SECRET: is required when NODE_ENV=production/);
    fails({ NODE_ENV: 'production', HASURA_GRAPHQL_JWT_SECRET: DEV_JWT_SECRET_JSON }, /HASURA_GRAPHQL_JWT_SECRET: must not be the development key/);
    const production = {
      NODE_ENV: 'production',
      HASURA_GRAPHQL_JWT_SECRET: SECRET,
      PAYSTACK_SECRET_KEY: 'sk_live_a_real_key',
      APP_PUBLIC_URL: 'https://agents.sunline.ng',
      TERMII_BASE_URL: 'https://v3.api.termii.com',
      TERMII_API_KEY: 'TLreal_api_key',
      TERMII_SECRET_KEY: 'real_secret_key',
    };
    assert.equal(loadConfig(production).jwtSecret.key, 'k'.repeat(32));
  });

  it("validates the secret's JSON, naming the variable", () => {
    fails({ HASURA_GRAPHQL_JWT_SECRET: 'k'.repeat(40) }, /HASURA_GRAPHQL_JWT_SECRET: must be JSON/);
    fails({ HASURA_GRAPHQL_JWT_SECRET: '{"type":"HS256","key":"short"}' }, /HASURA_GRAPHQL_JWT_SECRET: "key" must be at least 32 characters/);
    fails({ HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type: 'RS256', key: 'k'.repeat(32) }) }, /HASURA_GRAPHQL_JWT_SECRET: only "type": "HS256" is supported/);
    fails({ HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type: 'HS256', key: 'k'.repeat(32), audience: 'x' }) }, /"audience" not supported/);
  });

  it('reads the admin secret (optional), the unauthorised role and the token lifetime', () => {
    const config = loadConfig({ ...DEVELOPMENT, HASURA_GRAPHQL_ADMIN_SECRET: 'a', HASURA_GRAPHQL_UNAUTHORIZED_ROLE: 'guest', DATA_SERVICE_TOKEN_LIFETIME_MS: '3600000' });
    assert.equal(config.adminSecret, 'a');
    assert.equal(config.unauthorizedRole, 'guest');
    assert.equal(config.tokenLifetimeMs, 3_600_000);
    const defaults = loadConfig(DEVELOPMENT);
    assert.equal(defaults.adminSecret, undefined);
    assert.equal(defaults.unauthorizedRole, 'anonymous');
    assert.equal(defaults.tokenLifetimeMs, 7 * 24 * 60 * 60 * 1000);
    fails({ HASURA_GRAPHQL_UNAUTHORIZED_ROLE: 'admin' }, /HASURA_GRAPHQL_UNAUTHORIZED_ROLE: must not be admin/);
    fails({ HASURA_GRAPHQL_UNAUTHORIZED_ROLE: 'back_office' }, /HASURA_GRAPHQL_UNAUTHORIZED_ROLE: must not be back_office/);
    fails({ DATA_SERVICE_TOKEN_LIFETIME_MS: '7d' }, /DATA_SERVICE_TOKEN_LIFETIME_MS: must be a whole number of milliseconds/);
  });

  it('stops `main.ts` in production without a secret, with the message and exit code 1', async () => {
    const service = spawnService({ NODE_ENV: 'production', DATA_DIR: '/nonexistent/never-opened' });
    assert.equal(await service.exited(), 1);
    assert.match(service.output(), /HASURA_GRAPHQL_JWT_SECRET: is required when NODE_ENV=production/);
  });
});
