import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { PAYSTACK_STAND_IN_PORT, PAYSTACK_STAND_IN_SECRET_KEY } from '../../stand-ins/paystack';
import { S3_STAND_IN_SECRET_ACCESS_KEY } from '../../stand-ins/s3';
import { TERMII_STAND_IN_API_KEY, TERMII_STAND_IN_PORT, TERMII_STAND_IN_SECRET_KEY } from '../../stand-ins/termii';
import {
  CONFIG_VARIABLES,
  DEV_PAYSTACK_BASE_URL,
  DEV_PAYSTACK_SECRET_KEY,
  DEV_S3_SECRET_ACCESS_KEY,
  DEV_TERMII_API_KEY,
  DEV_TERMII_BASE_URL,
  DEV_TERMII_SECRET_KEY,
  loadConfig,
} from '../src/config';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from '../src/db/openDatabase';

// `npm run dev` and the test runs: no secret, the opt-in to the public development key.
const DEVELOPMENT = { DATA_SERVICE_USE_DEV_JWT_SECRET: 'true' };
const PRODUCTION = {
  NODE_ENV: 'production',
  HASURA_GRAPHQL_JWT_SECRET: '{"type":"HS256","key":"a-production-key-of-at-least-32-characters"}',
  PAYSTACK_SECRET_KEY: 'sk_live_a_real_key',
  APP_PUBLIC_URL: 'https://agents.sunline.ng',
  TERMII_BASE_URL: 'https://v3.api.termii.com',
  TERMII_API_KEY: 'TLreal_api_key',
  TERMII_SECRET_KEY: 'real_secret_key',
};

describe('configuration: APP_PUBLIC_URL (where the gateway sends the customer back)', () => {
  it('is the app’s origin, localhost:3000 outside production, and required in production', () => {
    assert.equal(loadConfig(PRODUCTION).appPublicUrl, 'https://agents.sunline.ng');
    assert.equal(loadConfig(DEVELOPMENT).appPublicUrl, 'http://localhost:3000');
    assert.throws(() => loadConfig({ ...PRODUCTION, APP_PUBLIC_URL: '' }), /APP_PUBLIC_URL: APP_PUBLIC_URL is not set/);
    assert.throws(() => loadConfig({ ...PRODUCTION, APP_PUBLIC_URL: 'https://agents.sunline.ng/app' }), /APP_PUBLIC_URL: .*origin only/);
  });
});

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

describe('configuration: DATA_SERVICE_RECONCILE_AFTER_SECONDS', () => {
  it('asks the gateway about a pending payment after 15 minutes unless told sooner or later (seconds, 1 to a day)', () => {
    assert.equal(loadConfig(DEVELOPMENT).reconcileAfterSeconds, 900);
    assert.equal(loadConfig({ ...DEVELOPMENT, DATA_SERVICE_RECONCILE_AFTER_SECONDS: '20' }).reconcileAfterSeconds, 20);
    assert.throws(() => loadConfig({ ...DEVELOPMENT, DATA_SERVICE_RECONCILE_AFTER_SECONDS: '0' }), /DATA_SERVICE_RECONCILE_AFTER_SECONDS: must be a whole number/);
    assert.throws(() => loadConfig({ ...DEVELOPMENT, DATA_SERVICE_RECONCILE_AFTER_SECONDS: '90000' }), /DATA_SERVICE_RECONCILE_AFTER_SECONDS/);
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

describe('configuration: Paystack', () => {
  const STAND_IN_KEY = 'sk_test_standin_devicecover_local';

  it('defaults to the key the stand-in accepts', () => {
    assert.equal(DEV_PAYSTACK_SECRET_KEY, PAYSTACK_STAND_IN_SECRET_KEY);
    assert.equal(DEV_PAYSTACK_BASE_URL, `http://127.0.0.1:${PAYSTACK_STAND_IN_PORT}`);
  });

  it('uses the local stand-in with its key outside production when nothing is set', () => {
    assert.deepEqual(loadConfig(DEVELOPMENT).paystack, { secretKey: STAND_IN_KEY, baseUrl: 'http://127.0.0.1:8090' });
  });

  it('sends a real key to Paystack unless told another address', () => {
    assert.deepEqual(loadConfig({ ...DEVELOPMENT, PAYSTACK_SECRET_KEY: 'sk_test_abc123' }).paystack, {
      secretKey: 'sk_test_abc123',
      baseUrl: 'https://api.paystack.co',
    });
    assert.equal(loadConfig({ ...DEVELOPMENT, PAYSTACK_BASE_URL: 'http://127.0.0.1:18090' }).paystack?.baseUrl, 'http://127.0.0.1:18090');
  });

  it('refuses a public key or anything that is not a secret key, without echoing it', () => {
    assert.throws(
      () => loadConfig({ ...DEVELOPMENT, PAYSTACK_SECRET_KEY: 'pk_live_visible' }),
      (error: Error) => /PAYSTACK_SECRET_KEY: must be a Paystack secret key/.test(error.message) && !error.message.includes('pk_live_visible'),
    );
    assert.throws(() => loadConfig({ ...DEVELOPMENT, PAYSTACK_BASE_URL: 'api.paystack.co' }), /PAYSTACK_BASE_URL: must be an http/);
  });

  it('refuses to start in production without a real key, with the stand-in key, or over http', () => {
    const withoutKey: Record<string, string> = { ...PRODUCTION };
    delete withoutKey.PAYSTACK_SECRET_KEY;
    assert.throws(() => loadConfig(withoutKey), /PAYSTACK_SECRET_KEY: is required when NODE_ENV=production/);
    assert.throws(() => loadConfig({ ...PRODUCTION, PAYSTACK_SECRET_KEY: STAND_IN_KEY }), /PAYSTACK_SECRET_KEY: must not be the local stand-in's key/);
    assert.throws(
      () => loadConfig({ ...PRODUCTION, PAYSTACK_SECRET_KEY: 'sk_live_real', PAYSTACK_BASE_URL: 'http://api.paystack.co' }),
      /PAYSTACK_BASE_URL: must be an https:\/\/ URL when NODE_ENV=production/,
    );
    assert.deepEqual(loadConfig({ ...PRODUCTION, PAYSTACK_SECRET_KEY: 'sk_live_real' }).paystack, { secretKey: 'sk_live_real', baseUrl: 'https://api.paystack.co' });
  });
});

describe('configuration: SMS through Termii (TERMII_*)', () => {
  it('defaults outside production to the local stand-in, with the keys it accepts and signs with', () => {
    assert.equal(DEV_TERMII_API_KEY, TERMII_STAND_IN_API_KEY);
    assert.equal(DEV_TERMII_SECRET_KEY, TERMII_STAND_IN_SECRET_KEY);
    assert.equal(DEV_TERMII_BASE_URL, `http://127.0.0.1:${TERMII_STAND_IN_PORT}`);
    assert.deepEqual(loadConfig(DEVELOPMENT).termii, { baseUrl: DEV_TERMII_BASE_URL, apiKey: DEV_TERMII_API_KEY, secretKey: DEV_TERMII_SECRET_KEY, senderId: 'DeviceCover' });
  });

  it('takes the account in production, and refuses there no keys, the stand-in’s keys, http and a sender ID Termii would not', () => {
    assert.deepEqual(loadConfig({ ...PRODUCTION, TERMII_SENDER_ID: 'Sunline' }).termii, {
      baseUrl: 'https://v3.api.termii.com',
      apiKey: 'TLreal_api_key',
      secretKey: 'real_secret_key',
      senderId: 'Sunline',
    });
    const withoutKeys: Record<string, string> = { ...PRODUCTION };
    delete withoutKeys.TERMII_API_KEY;
    delete withoutKeys.TERMII_SECRET_KEY;
    delete withoutKeys.TERMII_BASE_URL;
    assert.throws(() => loadConfig(withoutKeys), /TERMII_BASE_URL: is required.*TERMII_API_KEY: is required.*TERMII_SECRET_KEY: is required/);
    assert.throws(() => loadConfig({ ...PRODUCTION, TERMII_API_KEY: DEV_TERMII_API_KEY }), /TERMII_API_KEY: must not be the local stand-in's key/);
    assert.throws(() => loadConfig({ ...PRODUCTION, TERMII_SECRET_KEY: DEV_TERMII_SECRET_KEY }), /TERMII_SECRET_KEY: must not be the local stand-in's key/);
    assert.throws(() => loadConfig({ ...PRODUCTION, TERMII_BASE_URL: 'http://v3.api.termii.com' }), /TERMII_BASE_URL: must be an https:\/\/ URL/);
    assert.throws(() => loadConfig({ ...DEVELOPMENT, TERMII_SENDER_ID: 'Sunline Protect' }), /TERMII_SENDER_ID: must be a sender ID of 3 to 11 letters and digits/);
  });
});

describe('configuration: evidence storage (STORAGE_DRIVER, STORAGE_DIR, S3_*)', () => {
  const S3 = {
    STORAGE_DRIVER: 's3',
    S3_BUCKET: 'devicecover-evidence',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'a-real-secret-access-key',
  };

  it('keeps files on disk beside the PGlite data directory unless told otherwise', () => {
    assert.deepEqual(loadConfig(DEVELOPMENT).storage, { driver: 'disk', dir: path.join('.data', 'files') });
    assert.deepEqual(loadConfig({ ...DEVELOPMENT, DATA_DIR: '/var/lib/devicecover/pglite' }).storage, { driver: 'disk', dir: '/var/lib/devicecover/files' });
    assert.deepEqual(loadConfig({ ...DEVELOPMENT, DATABASE_URL: 'postgres://db/app', DATA_DIR: '/elsewhere/pglite' }).storage, { driver: 'disk', dir: path.join('.data', 'files') });
    assert.deepEqual(loadConfig({ ...DEVELOPMENT, STORAGE_DRIVER: 'disk', STORAGE_DIR: '/srv/evidence' }).storage, { driver: 'disk', dir: '/srv/evidence' });
    assert.throws(() => loadConfig({ ...DEVELOPMENT, STORAGE_DRIVER: 'gcs' }), /STORAGE_DRIVER: must be disk or s3/);
  });

  it('reads an S3 bucket: AWS when no endpoint, path-style by default with one', () => {
    assert.deepEqual(loadConfig({ ...DEVELOPMENT, ...S3 }).storage, {
      driver: 's3',
      region: 'us-east-1',
      bucket: 'devicecover-evidence',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'a-real-secret-access-key',
      forcePathStyle: false,
    });
    assert.deepEqual(loadConfig({ ...DEVELOPMENT, ...S3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-west-1' }).storage, {
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      bucket: 'devicecover-evidence',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'a-real-secret-access-key',
      forcePathStyle: true,
    });
    const virtualHosted = loadConfig({ ...DEVELOPMENT, ...S3, S3_ENDPOINT: 'https://s3.example', S3_FORCE_PATH_STYLE: 'false' }).storage;
    assert.equal(virtualHosted?.driver === 's3' && virtualHosted.forcePathStyle, false);
  });

  it('names what an S3 bucket lacks, without echoing the secret', () => {
    assert.throws(
      () => loadConfig({ ...DEVELOPMENT, STORAGE_DRIVER: 's3' }),
      (error: Error) =>
        /S3_BUCKET: is required when STORAGE_DRIVER=s3/.test(error.message) &&
        /S3_ACCESS_KEY_ID: is required when STORAGE_DRIVER=s3/.test(error.message) &&
        /S3_SECRET_ACCESS_KEY: is required when STORAGE_DRIVER=s3/.test(error.message),
    );
    assert.throws(() => loadConfig({ ...DEVELOPMENT, ...S3, S3_BUCKET: 'Evidence_Bucket' }), /S3_BUCKET: must be a bucket name/);
    assert.throws(() => loadConfig({ ...DEVELOPMENT, ...S3, S3_ENDPOINT: 'minio:9000' }), /S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/);
    assert.throws(() => loadConfig({ ...DEVELOPMENT, ...S3, S3_FORCE_PATH_STYLE: 'yes' }), /S3_FORCE_PATH_STYLE: must be true or false/);
    assert.throws(
      () => loadConfig({ ...DEVELOPMENT, ...S3, S3_ACCESS_KEY_ID: undefined }),
      (error: Error) => /S3_ACCESS_KEY_ID: is required/.test(error.message) && !error.message.includes('a-real-secret-access-key'),
    );
  });

  it('refuses the other driver’s settings rather than ignore them', () => {
    assert.throws(() => loadConfig({ ...DEVELOPMENT, S3_BUCKET: 'devicecover-evidence' }), /S3_BUCKET: is only read with STORAGE_DRIVER=s3/);
    assert.throws(() => loadConfig({ ...DEVELOPMENT, S3_ENDPOINT: 'http://127.0.0.1:9000' }), /S3_ENDPOINT: is only read with STORAGE_DRIVER=s3/);
    assert.throws(() => loadConfig({ ...DEVELOPMENT, ...S3, STORAGE_DIR: '/srv/evidence' }), /STORAGE_DIR: is only read with STORAGE_DRIVER=disk/);
  });

  it('refuses in production the S3 stand-in’s public secret and an http endpoint', () => {
    assert.equal(DEV_S3_SECRET_ACCESS_KEY, S3_STAND_IN_SECRET_ACCESS_KEY);
    assert.equal(loadConfig({ ...PRODUCTION, ...S3, S3_ENDPOINT: 'https://s3.example' }).storage?.driver, 's3');
    assert.throws(
      () => loadConfig({ ...PRODUCTION, ...S3, S3_SECRET_ACCESS_KEY: S3_STAND_IN_SECRET_ACCESS_KEY }),
      /S3_SECRET_ACCESS_KEY: must not be the local stand-in's secret when NODE_ENV=production/,
    );
    assert.throws(() => loadConfig({ ...PRODUCTION, ...S3, S3_ENDPOINT: 'http://minio.internal:9000' }), /S3_ENDPOINT: must be an https:\/\/ URL when NODE_ENV=production/);
    // Outside production the stand-in is what S3 is.
    assert.equal(loadConfig({ ...DEVELOPMENT, ...S3, S3_SECRET_ACCESS_KEY: S3_STAND_IN_SECRET_ACCESS_KEY, S3_ENDPOINT: 'http://127.0.0.1:9000' }).storage?.driver, 's3');
  });
});
