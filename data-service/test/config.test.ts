import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from '../src/db/openDatabase';
import { loadConfig } from '../src/config';

const PRODUCTION = { NODE_ENV: 'production', HASURA_GRAPHQL_JWT_SECRET: '{"type":"HS256","key":"a-production-key-of-at-least-32-characters"}' };

describe('configuration: demo seed and statement timeout', () => {
  it('seeds the demo in development, and not in production unless asked', () => {
    assert.equal(loadConfig({}).seedDemo, true);
    assert.equal(loadConfig(PRODUCTION).seedDemo, false);
    assert.equal(loadConfig({ ...PRODUCTION, DATA_SERVICE_SEED_DEMO: 'true' }).seedDemo, true);
    assert.equal(loadConfig({ DATA_SERVICE_SEED_DEMO: 'false' }).seedDemo, false);
  });

  it('names a seed flag that is neither true nor false', () => {
    assert.throws(() => loadConfig({ DATA_SERVICE_SEED_DEMO: 'yes' }), /DATA_SERVICE_SEED_DEMO: must be true or false/);
  });

  it('reads the statement timeout in milliseconds, with a default', () => {
    assert.equal(loadConfig({}).statementTimeoutMs, DEFAULT_STATEMENT_TIMEOUT_MS);
    assert.equal(loadConfig({ DATA_SERVICE_STATEMENT_TIMEOUT_MS: '2500' }).statementTimeoutMs, 2500);
    assert.throws(() => loadConfig({ DATA_SERVICE_STATEMENT_TIMEOUT_MS: '5' }), /DATA_SERVICE_STATEMENT_TIMEOUT_MS: must be a whole number/);
    assert.throws(() => loadConfig({ DATA_SERVICE_STATEMENT_TIMEOUT_MS: 'soon' }), /DATA_SERVICE_STATEMENT_TIMEOUT_MS/);
  });
});
