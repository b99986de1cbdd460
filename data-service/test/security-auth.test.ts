import assert from 'node:assert/strict';
import os from 'node:os';
import { after, before, describe, it } from 'node:test';
import { signHasuraToken } from '../src/auth/jwt';
import { DEV_JWT_SECRET, DEV_JWT_SECRET_JSON, parseJwtSecret } from '../src/auth/jwtSecret';
import { loadConfig } from '../src/config';
import { DEMO_IDS } from '../src/seed/demo';
import { SUNLINE_NG } from '../src/seed/partners';
import { request } from './support/http';
import { spawnService } from './support/spawnService';
import { startTestService, type TestService } from './support/testService';
import { createTestTarget } from './support/testTarget';

/**
 * Issue 11, finding #2: the public development key signed tokens for `npm start`, a token could name
 * the admin role, and the service listened on every interface.
 */

const OWN_SECRET_JSON = JSON.stringify({ type: 'HS256', key: 'a-deployment-key-nobody-else-knows-0123456789' });
const ADMIN_SECRET = 'security-auth-test-admin-secret';
const { demoAgentId, partnerId } = DEMO_IDS[SUNLINE_NG.code];
const PARTNERS = '{ partner { id } }';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('security: tokens never reach admin, and the development key is not a deployment key', () => {
  let ds: TestService;
  const ownSecret = parseJwtSecret(OWN_SECRET_JSON);
  const token = async (claims: { allowed: string[]; role: string }, secret = ownSecret) =>
    (
      await signHasuraToken(
        {
          'x-hasura-allowed-roles': claims.allowed,
          'x-hasura-default-role': claims.role,
          'x-hasura-user-id': demoAgentId,
          'x-hasura-partner-id': partnerId,
          'x-hasura-session-version': '0',
        },
        3600_000,
        secret,
      )
    ).token;
  const codeOf = async (headers: Record<string, string>) => (await ds.gql(PARTNERS, undefined, undefined, headers)).errors?.[0]?.extensions.code;

  before(async () => {
    ds = await startTestService({ config: { jwtSecret: ownSecret, adminSecret: ADMIN_SECRET } });
  });
  after(async () => {
    await ds?.stop();
  });

  it('security #2: a token whose default role is admin is refused, even signed with the service’s own key', async () => {
    const answer = await ds.gql(PARTNERS, undefined, undefined, bearer(await token({ allowed: ['admin'], role: 'admin' })));
    assert.deepEqual(answer, {
      errors: [{ extensions: { path: '$', code: 'jwt-admin-role-refused' }, message: 'the admin role is reachable only with the admin secret, never through a JWT' }],
    });
    // The admin secret still works.
    assert.equal((await ds.gql(PARTNERS, undefined, undefined, { 'x-hasura-admin-secret': ADMIN_SECRET })).errors, undefined);
  });

  it('security #2: admin among the allowed roles is refused, asked for or not', async () => {
    const agentOrAdmin = await token({ allowed: ['agent', 'admin'], role: 'agent' });
    assert.equal(await codeOf(bearer(agentOrAdmin)), 'jwt-admin-role-refused');
    assert.equal(await codeOf({ ...bearer(agentOrAdmin), 'x-hasura-role': 'admin' }), 'jwt-admin-role-refused');
    // An agent's own token cannot ask for admin either.
    assert.equal(await codeOf({ ...bearer(await token({ allowed: ['agent'], role: 'agent' })), 'x-hasura-role': 'admin' }), 'access-denied');
  });

  it('security #2: a token signed with the development key is refused when the service has its own secret', async () => {
    for (const claims of [{ allowed: ['admin'], role: 'admin' }, { allowed: ['agent'], role: 'agent' }]) {
      const answer = await ds.gql(PARTNERS, undefined, undefined, bearer(await token(claims, DEV_JWT_SECRET)));
      assert.deepEqual(answer.errors?.[0], { extensions: { path: '$', code: 'invalid-jwt' }, message: 'Could not verify JWT: JWSError JWSInvalidSignature' });
    }
    // The same claims signed with the service's key are an agent's session.
    assert.equal(await codeOf(bearer(await token({ allowed: ['agent'], role: 'agent' }))), undefined);
  });
});

describe('security: starting the service', () => {
  it('security #2: without HASURA_GRAPHQL_JWT_SECRET and without the development opt-in, it refuses to start and says what to set', async () => {
    const service = spawnService({ DATA_SERVICE_USE_DEV_JWT_SECRET: '', DATA_DIR: '/nonexistent/never-opened' });
    assert.equal(await service.exited(), 1);
    assert.match(
      service.output(),
      /invalid configuration: HASURA_GRAPHQL_JWT_SECRET: is required; set it to \{"type":"HS256","key":"<at least 32 random characters>"\} \(for local development only, DATA_SERVICE_USE_DEV_JWT_SECRET=true uses the public development key/,
    );
    assert.doesNotMatch(service.output(), /listening/);
  });

  it('security #2: the development opt-in and the development key are refused with NODE_ENV=production', () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', DATA_SERVICE_USE_DEV_JWT_SECRET: 'true', HASURA_GRAPHQL_JWT_SECRET: OWN_SECRET_JSON }),
      /DATA_SERVICE_USE_DEV_JWT_SECRET: must not be true when NODE_ENV=production/,
    );
    assert.throws(() => loadConfig({ NODE_ENV: 'production', HASURA_GRAPHQL_JWT_SECRET: DEV_JWT_SECRET_JSON }), /must not be the development key/);
    assert.throws(() => loadConfig({}), /HASURA_GRAPHQL_JWT_SECRET: is required;/);
    assert.deepEqual(loadConfig({ DATA_SERVICE_USE_DEV_JWT_SECRET: 'true' }).jwtSecret, DEV_JWT_SECRET);
  });

  it('security #2: it listens on 127.0.0.1 unless DATA_SERVICE_HOST says otherwise, and localhost still reaches it', async () => {
    assert.equal(loadConfig({ HASURA_GRAPHQL_JWT_SECRET: OWN_SECRET_JSON }).host, '127.0.0.1');
    assert.equal(loadConfig({ HASURA_GRAPHQL_JWT_SECRET: OWN_SECRET_JSON, DATA_SERVICE_HOST: '0.0.0.0' }).host, '0.0.0.0');

    const target = await createTestTarget();
    const service = spawnService(target.env);
    try {
      const port = await service.listening();
      assert.match(service.output(), new RegExp(`data service listening on http://127\\.0\\.0\\.1:${port}/v1/graphql`));
      // What the app's server and the browser use by default (Node may try ::1 first for localhost).
      assert.equal((await request(`http://localhost:${port}/healthz`)).text, 'OK');
      const outside = Object.values(os.networkInterfaces())
        .flat()
        .find((address) => address && !address.internal && address.family === 'IPv4');
      if (outside) {
        await assert.rejects(request(`http://${outside.address}:${port}/healthz`), /ECONNREFUSED/, `not reachable on ${outside.address}`);
      }
    } finally {
      service.child.kill('SIGTERM');
      await service.exited();
      await target.cleanup();
    }
  });
});
