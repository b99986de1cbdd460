import assert from 'node:assert/strict';
import { NO_OBJECT_STORE } from '../src/storage/notConfigured';
import type http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { actionHandlers } from '../src/actions/handlers';
import { createActionAuth } from '../src/auth/actionAuth';
import { createAgentSessions } from '../src/auth/agentSessions';
import { createAuthenticator } from '../src/auth/authenticate';
import { DEFAULT_TOKEN_LIFETIME_MS } from '../src/auth/jwt';
import { DEV_JWT_SECRET } from '../src/auth/jwtSecret';
import { DEFAULT_CORS_DOMAINS } from '../src/config';
import { connectionLossOf } from '../src/db/connectionLoss';
import { DatabaseUnavailableError, DbError, normaliseDbError, type Database } from '../src/db/types';
import { createActionWebhook } from '../src/engine/actions/webhook';
import { createEngine } from '../src/engine/engine';
import { parseCorsDomains } from '../src/http/cors';
import { ACTIONS_PATH, ACTIONS_SECRET_HEADER, AUTH_HOOK_PATH } from '../src/http/hasuraRoutes';
import { closeServer, createHttpServer, listen } from '../src/http/server';
import { memoryLogger } from '../src/log';
import { defaultRegistry } from '../src/metadata/defaultRegistry';
import { DEMO_IDS } from '../src/seed/demo';
import { SUNLINE_NG } from '../src/seed/partners';
import { request } from './support/http';
import { paymentDoubles } from './support/paymentDoubles';
import { authHeaders } from './support/tokens';

const socketError = (code: string, message: string) => Object.assign(new Error(message), { code, errno: -111, syscall: 'connect' });
const serverError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('what counts as the database being unavailable (one list: db/connectionLoss.ts)', () => {
  it('counts lost and refused connections, a server shutting down or full, and the pool giving up', () => {
    const lost = [
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new Error('Client has encountered a connection error and is not queryable'),
      socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      socketError('ECONNRESET', 'read ECONNRESET'),
      new AggregateError([socketError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432'), socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')]),
      serverError('08006', 'connection failure'),
      serverError('57P01', 'terminating connection due to administrator command'),
      serverError('57P02', 'terminating connection because of crash of another server process'),
      serverError('57P03', 'the database system is starting up'),
      serverError('53300', 'sorry, too many clients already'),
    ];
    for (const error of lost) {
      assert.ok(connectionLossOf(error), error.message);
      const normalised = normaliseDbError(error);
      assert.ok(normalised instanceof DatabaseUnavailableError, error.message);
      assert.equal(normalised.code, 'database-unavailable');
      assert.equal(normalised.retryAfterSeconds, 5);
    }
  });

  it('leaves the request\'s own errors, the statement timeout and our code\'s errors alone', () => {
    for (const error of [serverError('23505', 'duplicate key'), serverError('22P02', 'invalid input'), serverError('57014', 'canceling statement'), serverError('40001', 'serialize')]) {
      assert.equal(connectionLossOf(error), undefined, error.code);
      assert.ok(normaliseDbError(error) instanceof DbError);
    }
    const ours = new Error('changed my mind');
    assert.equal(connectionLossOf(ours), undefined);
    assert.equal(normaliseDbError(ours), ours);
  });
});

/** A database every call of which fails as a lost connection does, through the adapters' own normaliser. */
const DOWN: Database = {
  kind: 'postgres',
  description: 'postgres (down)',
  query: () => Promise.reject(normaliseDbError(socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))),
  exec: () => Promise.reject(normaliseDbError(new Error('Connection terminated unexpectedly'))),
  transaction: () => Promise.reject(normaliseDbError(serverError('57P03', 'the database system is shutting down'))),
  close: async () => undefined,
};

const SECRET = 'webhook-secret-for-tests-0123456789abcdef';
const AGENT = { userId: DEMO_IDS[SUNLINE_NG.code].demoAgentId, partnerId: SUNLINE_NG.id };
const EXPECTED_MESSAGE = 'the database is not answering (it may be restarting); send the request again in 5 seconds';

describe('security #28: a database outage is a retryable 503 on every door, never a crash or a 500', () => {
  let server: http.Server;
  let base: string;
  const log = memoryLogger();
  before(async () => {
    const registry = defaultRegistry();
    const agentSessions = createAgentSessions(DOWN);
    const actionAuth = createActionAuth(DEV_JWT_SECRET, DEFAULT_TOKEN_LIFETIME_MS, { agentSessions });
    server = createHttpServer({
      engine: createEngine({ registry, db: DOWN, log, actionHandlers: actionHandlers(actionAuth, paymentDoubles().services, NO_OBJECT_STORE) }),
      authenticate: createAuthenticator({ jwtSecret: DEV_JWT_SECRET, adminSecret: undefined, unauthorizedRole: 'anonymous', agentSessions }),
      cors: parseCorsDomains(DEFAULT_CORS_DOMAINS),
      log,
      hasura: { actionsSecret: SECRET, actionWebhook: createActionWebhook({ registry, db: DOWN, log, actionHandlers: actionHandlers(actionAuth, paymentDoubles().services, NO_OBJECT_STORE) }) },
    });
    base = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  });
  after(() => closeServer(server));

  const graphql = (body: unknown, headers: Record<string, string> = {}) =>
    request(`${base}/v1/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('answers /v1/graphql with 503, Retry-After and Hasura\'s error shape: a read, an action, a batch, a token check', async () => {
    const answers = [
      await graphql({ query: '{ partner { code } }' }),
      await graphql({ query: `query { verify_card(code: "AAAAAAAAAAAAAAAAAAAAAA") { valid } }` }),
      await graphql([{ query: '{ partner { code } }' }, { query: '{ __typename }' }]),
      // The agent's session is read from the database before anything else.
      await graphql({ query: '{ __typename }' }, await authHeaders(AGENT)),
    ];
    for (const answer of answers) {
      assert.equal(answer.status, 503, answer.text);
      assert.equal(answer.headers['retry-after'], '5');
      assert.equal(answer.headers['content-type'], 'application/json; charset=utf-8');
      assert.deepEqual(JSON.parse(answer.text), {
        errors: [{ extensions: { path: '$', code: 'database-unavailable', retry_after_seconds: 5 }, message: EXPECTED_MESSAGE }],
      });
    }
  });

  it('answers the action webhook and the auth hook with 503 and Retry-After in their own shape', async () => {
    const action = await request(`${base}${ACTIONS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ACTIONS_SECRET_HEADER]: SECRET },
      body: JSON.stringify({ action: { name: 'verify_card' }, input: { code: 'AAAAAAAAAAAAAAAAAAAAAA' }, session_variables: { 'x-hasura-role': 'anonymous' } }),
    });
    const hook = await request(`${base}${AUTH_HOOK_PATH}`, { headers: await authHeaders(AGENT) });
    for (const answer of [action, hook]) {
      assert.equal(answer.status, 503, answer.text);
      assert.equal(answer.headers['retry-after'], '5');
      assert.deepEqual(JSON.parse(answer.text), {
        message: EXPECTED_MESSAGE,
        extensions: { code: 'database-unavailable', path: '$', retry_after_seconds: 5 },
      });
    }
  });

  it('keeps /healthz answering: it is liveness, and never asks the database', async () => {
    const health = await request(`${base}/healthz`);
    assert.equal(health.status, 200);
    assert.equal(health.text, 'OK');
  });

  it('logs nothing per request: the driver\'s words are for the outage log, not for each answer', () => {
    assert.deepEqual(log.lines, []);
  });
});
