import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LOGIN_FAILURES_PER_ADDRESS } from './actions/rules/loginLockout';
import { DEFAULT_AGENT_SESSION_CACHE_MS } from './auth/agentSessions';
import { BACK_OFFICE_ROLE, DEFAULT_TOKEN_LIFETIME_MS } from './auth/jwt';
import { DEV_JWT_SECRET, DEV_JWT_SECRET_KEY, parseJwtSecret, type JwtSecret } from './auth/jwtSecret';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from './db/openDatabase';
import { DEFAULT_PGLITE_MAX_QUEUE_WAIT_MS } from './db/pglite';
import { DEFAULT_CONNECT_TIMEOUT_MS } from './db/postgres';
import { wholeNumber } from './envValues';
import { parseCorsDomains, type CorsPolicy } from './http/cors';
import { publicOriginSetting } from '@/lib/server/publicOrigin';
import { limitsEnvShape, limitsFromEnv, type Limits } from './limits';
import { RECONCILE_AFTER_MINUTES } from '@/lib/domain/payments';

/** Settings from the environment; names follow Hasura's where the concept is the same. */
export interface DataServiceConfig {
  port: number;
  /** Interface to listen on (`DATA_SERVICE_HOST`); loopback only unless told otherwise. */
  host?: string;
  /** PGlite data directory, as given (relative to the working directory); unused with `databaseUrl`. */
  dataDir: string;
  /** A real PostgreSQL server instead of PGlite. */
  databaseUrl: string | undefined;
  corsDomains: string;
  cors: CorsPolicy;
  /** `HASURA_GRAPHQL_JWT_SECRET`; the public dev secret only with `DATA_SERVICE_USE_DEV_JWT_SECRET=true`, never in production. */
  jwtSecret: JwtSecret;
  /** `x-hasura-admin-secret` equal to this → role admin; unset → nobody is admin. */
  adminSecret: string | undefined;
  /** Role of requests without a token (Hasura's `HASURA_GRAPHQL_UNAUTHORIZED_ROLE`). */
  unauthorizedRole: string;
  /** Lifetime of the tokens `login` signs, in ms; the app's session cookie lives as long. */
  tokenLifetimeMs: number;
  /** PostgreSQL statements running longer are cancelled (PGlite has no timeout). */
  statementTimeoutMs?: number;
  /** PostgreSQL: longest wait for a connection before a call is answered `database-unavailable` (503). */
  connectTimeoutMs?: number;
  /** PGlite: longest a call may wait for its turn in the one-connection queue before it is answered `database-busy` (503). */
  pgliteMaxQueueWaitMs?: number;
  /** Whether the demo agents, customers and orders are seeded; never by default in production. */
  seedDemo?: boolean;
  /** Failed sign-ins one client address may make within the lockout window before `login` refuses it. */
  loginFailuresPerAddress?: number;
  /** How long an agent's status and session version are trusted before they are read again (ms). */
  agentSessionCacheMs?: number;
  /** Cost limits and rate limits (`DATA_SERVICE_MAX_*`, …); `DEFAULT_LIMITS` when absent. */
  limits?: Limits;
  /** `DATA_SERVICE_RECONCILE_AFTER_SECONDS`: how long a gateway payment stays pending before it is asked about (default 15 minutes). */
  reconcileAfterSeconds?: number;
  /** `DATA_SERVICE_JOBS`: whether this process runs jobs (workers, cron ticks, maintenance); it sends them either way. */
  runJobs?: boolean;
  /**
   * `ACTIONS_WEBHOOK_SECRET`: set, the service also serves real Hasura (docs/deploy.md) — the action
   * webhook for callers sending this secret, and the auth hook. Unset, neither route exists.
   */
  actionsWebhookSecret?: string;
  /**
   * `APP_PUBLIC_URL`, the app's public origin (the app's own rule, lib/server/publicOrigin): the gateway's
   * checkout page sends the customer back to `<it>/account/payments/<payment id>`. Outside production
   * `http://localhost:3000` when unset; required in production.
   */
  appPublicUrl?: string;
  /** Where payments go: Paystack, or its local stand-in in development (`PAYSTACK_*`). Always set by `loadConfig`. */
  paystack?: PaystackConfig;
  /** Where evidence files go (`STORAGE_DRIVER`, `STORAGE_DIR`, `S3_*`). Always set by `loadConfig`; absent → disk beside `dataDir`. */
  storage?: StorageConfig;
  /** Where SMS go: Termii, or its local stand-in in development (`TERMII_*`). Always set by `loadConfig`. */
  termii?: TermiiConfig;
}

export interface TermiiConfig {
  /** `TERMII_BASE_URL`: the account's base URL (on Termii's dashboard); outside production the stand-in's when unset. */
  baseUrl: string;
  /** `TERMII_API_KEY`. */
  apiKey: string;
  /** `TERMII_SECRET_KEY`: what Termii signs delivery reports with. */
  secretKey: string;
  /** `TERMII_SENDER_ID`: the sender of a brand with none of its own (`partner.sms_sender_id`). */
  senderId: string;
}

/** `STORAGE_DRIVER=disk`: one machine's disk (development, PGlite). */
export interface DiskStorageConfig {
  driver: 'disk';
  /** `STORAGE_DIR`, else `files` beside the PGlite data directory (`defaultStorageDir`). */
  dir: string;
}

/** `STORAGE_DRIVER=s3`: an S3-compatible bucket every process shares. */
export interface S3StorageConfig {
  driver: 's3';
  /** `S3_ENDPOINT`; unset → AWS S3. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `S3_FORCE_PATH_STYLE`; default true with an endpoint (most S3-compatible stores), false on AWS. */
  forcePathStyle: boolean;
}

export type StorageConfig = DiskStorageConfig | S3StorageConfig;

export interface PaystackConfig {
  /** `PAYSTACK_SECRET_KEY`; outside production, the stand-in's public key when unset. */
  secretKey: string;
  /** `PAYSTACK_BASE_URL`; the stand-in's URL with its key, else Paystack's API. */
  baseUrl: string;
  /** `PAYSTACK_DEDICATED_ACCOUNT_BANK`: `preferred_bank` of agents' dedicated accounts; unset → Paystack's choice. */
  dedicatedAccountBank?: string;
}

/**
 * The local Paystack stand-in's secret key and address (stand-ins/paystack exports the same values; a test
 * keeps them equal). Public by design, like the dev JWT key: production refuses it.
 */
export const DEV_PAYSTACK_SECRET_KEY = 'sk_test_standin_devicecover_local';
export const DEV_PAYSTACK_BASE_URL = 'http://127.0.0.1:8090';
export const PAYSTACK_API_URL = 'https://api.paystack.co';

/**
 * The local Termii stand-in's keys and address (stand-ins/termii exports the same values; a test keeps them
 * equal). Public by design: production refuses them.
 */
export const DEV_TERMII_API_KEY = 'TL_standin_devicecover_local';
export const DEV_TERMII_SECRET_KEY = 'termii_standin_secret_local';
export const DEV_TERMII_BASE_URL = 'http://127.0.0.1:8091';
/** The sender of a brand without its own sender ID, unless `TERMII_SENDER_ID` says another. */
export const DEFAULT_SMS_SENDER_ID = 'DeviceCover';

/** The local S3 stand-in's public secret (stand-ins/s3 exports the same value; a test keeps them equal): production refuses it. */
export const DEV_S3_SECRET_ACCESS_KEY = 'standin-devicecover-local-secret';

export const DEFAULT_S3_REGION = 'us-east-1';

/** Evidence files on disk when `STORAGE_DIR` is unset: `files` beside the PGlite data directory, `.data/files` with a PostgreSQL server. */
export function defaultStorageDir(dataDir: string, databaseUrl: string | undefined): string {
  return databaseUrl === undefined ? path.join(path.dirname(dataDir), 'files') : path.join('.data', 'files');
}

export const DEFAULT_UNAUTHORIZED_ROLE = 'anonymous';

export const DEFAULT_CORS_DOMAINS = 'http://localhost:*, http://127.0.0.1:*';

/** Loopback: exposing the service to a network is a deliberate `DATA_SERVICE_HOST`. */
export const DEFAULT_HOST = '127.0.0.1';

const TIMEOUT_MESSAGE = 'must be a whole number of milliseconds, at least 100';

// An empty variable counts as unset, as shells and .env files often leave them empty.
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

const trueOrFalse = optionalText.refine((value) => value === undefined || value === 'true' || value === 'false', {
  message: 'must be true or false',
});

const PORT_MESSAGE = 'must be a port number (0-65535)';
const LIFETIME_MESSAGE = 'must be a whole number of milliseconds, at least 1000';

const envSchema = z.object({
  DATA_SERVICE_PORT: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ message: PORT_MESSAGE })
      .int({ message: PORT_MESSAGE })
      .min(0, { message: PORT_MESSAGE })
      .max(65535, { message: PORT_MESSAGE })
      .default(8080),
  ),
  DATA_SERVICE_HOST: optionalText.transform((value) => value ?? DEFAULT_HOST),
  DATA_DIR: optionalText.transform((value) => value ?? '.data/pglite'),
  DATABASE_URL: optionalText.refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
    message: 'must be a postgres:// or postgresql:// URL',
  }),
  HASURA_GRAPHQL_CORS_DOMAIN: optionalText.transform((value) => value ?? DEFAULT_CORS_DOMAINS),
  HASURA_GRAPHQL_ADMIN_SECRET: optionalText,
  // The opt-in of `npm run dev` and the test runs to the public development key.
  DATA_SERVICE_USE_DEV_JWT_SECRET: trueOrFalse,
  HASURA_GRAPHQL_JWT_SECRET: optionalText.transform((value, ctx) => {
    if (value === undefined) return undefined;
    try {
      return parseJwtSecret(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
      return z.NEVER;
    }
  }),
  HASURA_GRAPHQL_UNAUTHORIZED_ROLE: optionalText
    .transform((value) => value ?? DEFAULT_UNAUTHORIZED_ROLE)
    // Requests without a token must never be the superuser, nor back office (which moves any claim).
    .refine((value) => value !== 'admin', { message: 'must not be admin' })
    .refine((value) => value !== BACK_OFFICE_ROLE, { message: `must not be ${BACK_OFFICE_ROLE}` }),
  DATA_SERVICE_TOKEN_LIFETIME_MS: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ message: LIFETIME_MESSAGE })
      .int({ message: LIFETIME_MESSAGE })
      .min(1000, { message: LIFETIME_MESSAGE })
      .default(DEFAULT_TOKEN_LIFETIME_MS),
  ),
  DATA_SERVICE_STATEMENT_TIMEOUT_MS: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ message: TIMEOUT_MESSAGE })
      .int({ message: TIMEOUT_MESSAGE })
      .min(100, { message: TIMEOUT_MESSAGE })
      .default(DEFAULT_STATEMENT_TIMEOUT_MS),
  ),
  // Nothing may hang during a database outage: a connection that does not come in time is a 503 to retry.
  DATA_SERVICE_CONNECT_TIMEOUT_MS: wholeNumber({ min: 100, max: 60_000 }, DEFAULT_CONNECT_TIMEOUT_MS),
  // A phone should get a quick "busy, try again" rather than wait for the embedded database's queue.
  DATA_SERVICE_PGLITE_MAX_QUEUE_WAIT_MS: wholeNumber({ min: 10, max: 60_000 }, DEFAULT_PGLITE_MAX_QUEUE_WAIT_MS),
  DATA_SERVICE_SEED_DEMO: trueOrFalse,
  DATA_SERVICE_LOGIN_FAILURES_PER_ADDRESS: wholeNumber({ min: 1 }, DEFAULT_LOGIN_FAILURES_PER_ADDRESS),
  // Seconds, not minutes: a logout or a suspension must reach every process that quickly.
  DATA_SERVICE_AGENT_SESSION_CACHE_MS: wholeNumber({ min: 0, max: 60_000 }, DEFAULT_AGENT_SESSION_CACHE_MS),
  NODE_ENV: optionalText,
  // One process of several may be kept from running jobs (a web-only instance); at least one must run them.
  DATA_SERVICE_JOBS: trueOrFalse,
  // A pending gateway payment is asked about after this (RECONCILE_AFTER_MINUTES); shorter in the e2e run.
  DATA_SERVICE_RECONCILE_AFTER_SECONDS: wholeNumber({ min: 1, max: 24 * 3600 }, RECONCILE_AFTER_MINUTES * 60),
  // Anyone holding it can run any action as any agent: as strong as the signing key.
  ACTIONS_WEBHOOK_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  // The app's public origin: where the gateway's checkout page sends the customer back (payments).
  APP_PUBLIC_URL: optionalText,
  // A secret key, never a public one (pk_…): the data service signs nothing in a browser.
  PAYSTACK_SECRET_KEY: optionalText.refine((value) => value === undefined || /^sk_(test|live)_[A-Za-z0-9_]+$/.test(value), {
    message: 'must be a Paystack secret key (sk_live_… or sk_test_…)',
  }),
  PAYSTACK_BASE_URL: optionalText.refine((value) => value === undefined || /^https?:\/\/[^/]/.test(value), {
    message: 'must be an http:// or https:// URL',
  }),
  PAYSTACK_DEDICATED_ACCOUNT_BANK: optionalText,
  // Evidence files (claim photos, PDFs): this machine's disk, or an S3-compatible bucket shared by every process.
  STORAGE_DRIVER: optionalText.pipe(z.enum(['disk', 's3'], { message: 'must be disk or s3' }).default('disk')),
  STORAGE_DIR: optionalText,
  S3_ENDPOINT: optionalText.refine((value) => value === undefined || /^https?:\/\/[^/]/.test(value), {
    message: 'must be an http:// or https:// URL',
  }),
  S3_REGION: optionalText.refine((value) => value === undefined || /^[a-z0-9-]+$/.test(value), {
    message: 'must be a region name such as us-east-1',
  }),
  S3_BUCKET: optionalText.refine((value) => value === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value), {
    message: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
  }),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: trueOrFalse,
  // Messages (SMS): Termii, or its local stand-in outside production.
  TERMII_BASE_URL: optionalText.refine((value) => value === undefined || /^https?:\/\/[^/]/.test(value), {
    message: 'must be an http:// or https:// URL',
  }),
  TERMII_API_KEY: optionalText,
  TERMII_SECRET_KEY: optionalText,
  TERMII_SENDER_ID: optionalText.refine((value) => value === undefined || /^[A-Za-z0-9]{3,11}$/.test(value), {
    message: 'must be a sender ID of 3 to 11 letters and digits, as registered with Termii',
  }),
  ...limitsEnvShape,
});

/** Every variable the service reads (`.env.example` must list each: data-service/test/config.test.ts). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

const JWT_SECRET_EXAMPLE = '{"type":"HS256","key":"<at least 32 random characters>"}';

const DEV_KEY_OPT_IN = 'DATA_SERVICE_USE_DEV_JWT_SECRET';

interface SigningKeyValues {
  NODE_ENV?: string;
  HASURA_GRAPHQL_JWT_SECRET?: JwtSecret;
  DATA_SERVICE_USE_DEV_JWT_SECRET?: string;
}

// Every start brings its own signing key: the dev key is public, so tokens signed with it prove nothing.
// Only `npm run dev` and the test runs opt in to it, and never in production.
function checkSigningKey(values: SigningKeyValues, ctx: z.RefinementCtx): void {
  const production = values.NODE_ENV === 'production';
  const secret = values.HASURA_GRAPHQL_JWT_SECRET;
  if (production && values.DATA_SERVICE_USE_DEV_JWT_SECRET === 'true') {
    ctx.addIssue({ code: 'custom', path: [DEV_KEY_OPT_IN], message: 'must not be true when NODE_ENV=production' });
  }
  if (secret === undefined && production) {
    ctx.addIssue({
      code: 'custom',
      path: ['HASURA_GRAPHQL_JWT_SECRET'],
      message: `is required when NODE_ENV=production; set it to ${JWT_SECRET_EXAMPLE}`,
    });
  } else if (secret === undefined && values.DATA_SERVICE_USE_DEV_JWT_SECRET !== 'true') {
    ctx.addIssue({
      code: 'custom',
      path: ['HASURA_GRAPHQL_JWT_SECRET'],
      message: `is required; set it to ${JWT_SECRET_EXAMPLE} (for local development only, ${DEV_KEY_OPT_IN}=true uses the public development key, as npm run dev does)`,
    });
  } else if (secret?.key === DEV_JWT_SECRET_KEY && production) {
    ctx.addIssue({ code: 'custom', path: ['HASURA_GRAPHQL_JWT_SECRET'], message: 'must not be the development key when NODE_ENV=production' });
  }
}

function checkPublicUrl(values: { APP_PUBLIC_URL?: string; NODE_ENV?: string }, ctx: z.RefinementCtx): void {
  const setting = publicOriginSetting({ APP_PUBLIC_URL: values.APP_PUBLIC_URL, NODE_ENV: values.NODE_ENV });
  if ('problem' in setting) ctx.addIssue({ code: 'custom', path: ['APP_PUBLIC_URL'], message: setting.problem });
}


interface PaystackValues {
  NODE_ENV?: string;
  PAYSTACK_SECRET_KEY?: string;
  PAYSTACK_BASE_URL?: string;
}

// Real money only with a real key over TLS: production refuses the stand-in's public key, no key, and http.
function checkPaystack(values: PaystackValues, ctx: z.RefinementCtx): void {
  if (values.NODE_ENV !== 'production') return;
  if (values.PAYSTACK_SECRET_KEY === undefined) {
    ctx.addIssue({ code: 'custom', path: ['PAYSTACK_SECRET_KEY'], message: 'is required when NODE_ENV=production; set it to your sk_live_… (or sk_test_…) key' });
  } else if (values.PAYSTACK_SECRET_KEY === DEV_PAYSTACK_SECRET_KEY) {
    ctx.addIssue({ code: 'custom', path: ['PAYSTACK_SECRET_KEY'], message: "must not be the local stand-in's key when NODE_ENV=production" });
  }
  if (values.PAYSTACK_BASE_URL !== undefined && !values.PAYSTACK_BASE_URL.startsWith('https://')) {
    ctx.addIssue({ code: 'custom', path: ['PAYSTACK_BASE_URL'], message: 'must be an https:// URL when NODE_ENV=production' });
  }
}

/** The Paystack account the variables name; the local stand-in's when no key is set (`paystackConfig({})`). */
export function paystackConfig(values: PaystackValues & { PAYSTACK_DEDICATED_ACCOUNT_BANK?: string }): PaystackConfig {
  const secretKey = values.PAYSTACK_SECRET_KEY ?? DEV_PAYSTACK_SECRET_KEY;
  // The stand-in's key belongs with the stand-in; a real key with Paystack.
  const baseUrl = values.PAYSTACK_BASE_URL ?? (secretKey === DEV_PAYSTACK_SECRET_KEY ? DEV_PAYSTACK_BASE_URL : PAYSTACK_API_URL);
  return { secretKey, baseUrl, ...(values.PAYSTACK_DEDICATED_ACCOUNT_BANK ? { dedicatedAccountBank: values.PAYSTACK_DEDICATED_ACCOUNT_BANK } : {}) };
}

interface TermiiValues {
  NODE_ENV?: string;
  TERMII_BASE_URL?: string;
  TERMII_API_KEY?: string;
  TERMII_SECRET_KEY?: string;
  TERMII_SENDER_ID?: string;
}

// Customers' phones only through a real account over TLS: production refuses the stand-in's keys, no keys, and http.
function checkTermii(values: TermiiValues, ctx: z.RefinementCtx): void {
  if (values.NODE_ENV !== 'production') return;
  const issue = (variable: string, message: string) => ctx.addIssue({ code: 'custom', path: [variable], message });
  if (values.TERMII_BASE_URL === undefined) issue('TERMII_BASE_URL', "is required when NODE_ENV=production; set it to your account's base URL from Termii's dashboard");
  else if (!values.TERMII_BASE_URL.startsWith('https://')) issue('TERMII_BASE_URL', 'must be an https:// URL when NODE_ENV=production');
  for (const [variable, devValue] of [
    ['TERMII_API_KEY', DEV_TERMII_API_KEY],
    ['TERMII_SECRET_KEY', DEV_TERMII_SECRET_KEY],
  ] as const) {
    if (values[variable] === undefined) issue(variable, "is required when NODE_ENV=production; set it from Termii's dashboard");
    else if (values[variable] === devValue) issue(variable, "must not be the local stand-in's key when NODE_ENV=production");
  }
}

/** The Termii account the variables name; the local stand-in's for each one unset (`termiiConfig({})`: all of them). */
export function termiiConfig(values: TermiiValues): TermiiConfig {
  return {
    baseUrl: values.TERMII_BASE_URL ?? DEV_TERMII_BASE_URL,
    apiKey: values.TERMII_API_KEY ?? DEV_TERMII_API_KEY,
    secretKey: values.TERMII_SECRET_KEY ?? DEV_TERMII_SECRET_KEY,
    senderId: values.TERMII_SENDER_ID ?? DEFAULT_SMS_SENDER_ID,
  };
}

type StorageValues = Pick<
  z.infer<typeof envSchema>,
  'NODE_ENV' | 'STORAGE_DRIVER' | 'STORAGE_DIR' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

// The other driver's variables are refused, not ignored: S3 settings under the disk driver would put
// evidence on one machine's disk while the operator believes it is in the bucket.
function checkStorage(values: StorageValues, ctx: z.RefinementCtx): void {
  const issue = (variable: string, message: string) => ctx.addIssue({ code: 'custom', path: [variable], message });
  if (values.STORAGE_DRIVER === 'disk') {
    for (const variable of S3_VARIABLES) {
      if (values[variable] !== undefined) issue(variable, 'is only read with STORAGE_DRIVER=s3; set STORAGE_DRIVER=s3 to keep files in the bucket, or unset it');
    }
    return;
  }
  if (values.STORAGE_DIR !== undefined) issue('STORAGE_DIR', 'is only read with STORAGE_DRIVER=disk; unset it, files go to S3_BUCKET');
  for (const variable of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (values[variable] === undefined) issue(variable, 'is required when STORAGE_DRIVER=s3');
  }
  if (values.NODE_ENV !== 'production') return;
  if (values.S3_SECRET_ACCESS_KEY === DEV_S3_SECRET_ACCESS_KEY) issue('S3_SECRET_ACCESS_KEY', "must not be the local stand-in's secret when NODE_ENV=production");
  // Browsers open the store's signed links from the https app: an http link would be blocked as mixed content.
  if (values.S3_ENDPOINT?.startsWith('http://')) issue('S3_ENDPOINT', 'must be an https:// URL when NODE_ENV=production');
}

function storageConfig(values: StorageValues & { DATA_DIR: string; DATABASE_URL?: string }): StorageConfig {
  if (values.STORAGE_DRIVER === 'disk') return { driver: 'disk', dir: values.STORAGE_DIR ?? defaultStorageDir(values.DATA_DIR, values.DATABASE_URL) };
  return {
    driver: 's3',
    ...(values.S3_ENDPOINT ? { endpoint: values.S3_ENDPOINT } : {}),
    region: values.S3_REGION ?? DEFAULT_S3_REGION,
    // checkStorage has made sure of these three.
    bucket: values.S3_BUCKET as string,
    accessKeyId: values.S3_ACCESS_KEY_ID as string,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: values.S3_FORCE_PATH_STYLE === undefined ? values.S3_ENDPOINT !== undefined : values.S3_FORCE_PATH_STYLE === 'true',
  };
}

const signingKeyRules = envSchema.superRefine(checkSigningKey).superRefine(checkPaystack).superRefine(checkPublicUrl).superRefine(checkStorage).superRefine(checkTermii);

function invalidConfiguration(error: z.ZodError): Error {
  const problems = error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  return new Error(`invalid configuration: ${problems.join('; ')}`);
}

/** What a client of the running service needs (claim:advance): where it answers, and the key its tokens are signed with. */
export interface ServiceClientConfig {
  /** `DATA_SERVICE_URL`, else `http://127.0.0.1:<DATA_SERVICE_PORT>/v1/graphql`. */
  graphqlUrl: string;
  /** The service's own rules: `HASURA_GRAPHQL_JWT_SECRET`, else the dev key on its opt-in, never in production. */
  jwtSecret: JwtSecret;
}

const clientSchema = envSchema
  .pick({ DATA_SERVICE_PORT: true, NODE_ENV: true, HASURA_GRAPHQL_JWT_SECRET: true, DATA_SERVICE_USE_DEV_JWT_SECRET: true })
  .extend({
    // Read by clients only: the service itself listens where DATA_SERVICE_HOST and DATA_SERVICE_PORT say.
    DATA_SERVICE_URL: optionalText.refine((value) => value === undefined || /^https?:\/\/[^/]/.test(value), {
      message: 'must be an http:// or https:// URL',
    }),
  })
  .superRefine(checkSigningKey);

export function loadServiceClientConfig(env: Readonly<Record<string, string | undefined>> = process.env): ServiceClientConfig {
  const parsed = clientSchema.safeParse(env);
  if (!parsed.success) throw invalidConfiguration(parsed.error);
  const values = parsed.data;
  return {
    graphqlUrl: values.DATA_SERVICE_URL ?? `http://127.0.0.1:${values.DATA_SERVICE_PORT}/v1/graphql`,
    jwtSecret: values.HASURA_GRAPHQL_JWT_SECRET ?? DEV_JWT_SECRET,
  };
}

function appPublicUrlOf(values: { APP_PUBLIC_URL?: string; NODE_ENV?: string }): string {
  const setting = publicOriginSetting({ APP_PUBLIC_URL: values.APP_PUBLIC_URL, NODE_ENV: values.NODE_ENV });
  return 'origin' in setting ? setting.origin : '';
}

/** Reads the configuration; throws one message naming every invalid variable. */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): DataServiceConfig {
  const parsed = signingKeyRules.safeParse(env);
  if (!parsed.success) throw invalidConfiguration(parsed.error);
  const values = parsed.data;
  return {
    port: values.DATA_SERVICE_PORT,
    host: values.DATA_SERVICE_HOST,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    corsDomains: values.HASURA_GRAPHQL_CORS_DOMAIN,
    cors: parseCorsDomains(values.HASURA_GRAPHQL_CORS_DOMAIN),
    jwtSecret: values.HASURA_GRAPHQL_JWT_SECRET ?? DEV_JWT_SECRET,
    adminSecret: values.HASURA_GRAPHQL_ADMIN_SECRET,
    unauthorizedRole: values.HASURA_GRAPHQL_UNAUTHORIZED_ROLE,
    tokenLifetimeMs: values.DATA_SERVICE_TOKEN_LIFETIME_MS,
    statementTimeoutMs: values.DATA_SERVICE_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: values.DATA_SERVICE_CONNECT_TIMEOUT_MS,
    pgliteMaxQueueWaitMs: values.DATA_SERVICE_PGLITE_MAX_QUEUE_WAIT_MS,
    // The demo agents share a published password: a production database gets them only when asked.
    seedDemo: values.DATA_SERVICE_SEED_DEMO === undefined ? values.NODE_ENV !== 'production' : values.DATA_SERVICE_SEED_DEMO === 'true',
    loginFailuresPerAddress: values.DATA_SERVICE_LOGIN_FAILURES_PER_ADDRESS,
    agentSessionCacheMs: values.DATA_SERVICE_AGENT_SESSION_CACHE_MS,
    limits: limitsFromEnv(values),
    actionsWebhookSecret: values.ACTIONS_WEBHOOK_SECRET,
    appPublicUrl: appPublicUrlOf(values),
    runJobs: values.DATA_SERVICE_JOBS !== 'false',
    reconcileAfterSeconds: values.DATA_SERVICE_RECONCILE_AFTER_SECONDS,
    paystack: paystackConfig(values),
    storage: storageConfig(values),
    termii: termiiConfig(values),
  };
}
