import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { CONFIG_VARIABLES, loadConfig } from '../src/config';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from '../src/db/openDatabase';

// `npm run dev` and the test runs: no secret, the opt-in to the public development key.
const DEVELOPMENT = { DATA_SERVICE_USE_DEV_JWT_SECRET: 'true' };
const PRODUCTION = { NODE_ENV: 'production', HASURA_GRAPHQL_JWT_SECRET: '{"type":"HS256","key":"a-production-key-of-at-least-32-characters"}' };

describe('configuration: demo seed and statement timeout', () => {
  it('seeds the demo in development, and not in production unless asked', () => {
    assert.equal(loadConfig(DEVELOPMENT).seedDemo, true);
    assert.equal(loadConfig(PRODUCTION).seedDemo, false);
    assert.equal(loadConfig({ ...PRODUCTION, DATA_SERVICE_SEED_DEMO: 'true' }).seedDemo, true);
    assert.equal(loadConfig({ ...DEVELOPMENT, DATA_SERVICE_SEED_DEMO: 'false' }).seedDemo, false);
  });

  it('names a seed flag that is neither true nor false', () => {
    assert.throws(() => loadConfig({ ...DEVELOPMENT, DATA_SERVICE_SEED_DEMO: 'yes' }), /DATA_SERVICE_SEED_DEMO: must be true or false/);
  });

  it('reads the statement timeout in milliseconds, with a default', () => {
    assert.equal(loadConfig(DEVELOPMENT).statementTimeoutMs, DEFAULT_STATEMENT_TIMEOUT_MS);
    assert.equal(loadConfig({ ...DEVELOPMENT, DATA_SERVICE_STATEMENT_TIMEOUT_MS: '2500' }).statementTimeoutMs, 2500);
    assert.throws(() => loadConfig({ ...DEVELOPMENT, DATA_SERVICE_STATEMENT_TIMEOUT_MS: '5' }), /DATA_SERVICE_STATEMENT_TIMEOUT_MS: must be a whole number/);
    assert.throws(() => loadConfig({ ...DEVELOPMENT, DATA_SERVICE_STATEMENT_TIMEOUT_MS: 'soon' }), /DATA_SERVICE_STATEMENT_TIMEOUT_MS/);
  });
});

describe('configuration: DATA_SERVICE_JOBS', () => {
  it('runs jobs unless told not to', () => {
    assert.equal(loadConfig(DEVELOPMENT).runJobs, true);
    assert.equal(loadConfig({ ...DEVELOPMENT, DATA_SERVICE_JOBS: 'false' }).runJobs, false);
    assert.throws(() => loadConfig({ ...DEVELOPMENT, DATA_SERVICE_JOBS: 'no' }), /DATA_SERVICE_JOBS: must be true or false/);
  });
});

describe('configuration: ACTIONS_WEBHOOK_SECRET', () => {
  it('is off unless set, and refuses a secret a caller could guess', () => {
    assert.equal(loadConfig(DEVELOPMENT).actionsWebhookSecret, undefined);
    const secret = 'x'.repeat(32);
    assert.equal(loadConfig({ ...DEVELOPMENT, ACTIONS_WEBHOOK_SECRET: secret }).actionsWebhookSecret, secret);
    assert.throws(() => loadConfig({ ...DEVELOPMENT, ACTIONS_WEBHOOK_SECRET: 'short' }), /ACTIONS_WEBHOOK_SECRET: must be at least 32 characters/);
  });
});

describe('configuration: .env.example', () => {
  it('lists every variable the data service reads, so an operator sees each one', () => {
    const example = fs.readFileSync(path.join(__dirname, '..', '..', '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    assert.deepEqual(CONFIG_VARIABLES.filter((name) => !listed.has(name)), []);
  });
});
