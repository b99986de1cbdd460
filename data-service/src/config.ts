import { z } from 'zod';
import { DEFAULT_TOKEN_LIFETIME_MS } from './auth/jwt';
import { DEV_JWT_SECRET, DEV_JWT_SECRET_KEY, parseJwtSecret, type JwtSecret } from './auth/jwtSecret';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from './db/openDatabase';
import { parseCorsDomains, type CorsPolicy } from './http/cors';

/** Settings from the environment; names follow Hasura's where the concept is the same. */
export interface DataServiceConfig {
  port: number;
  /** PGlite data directory, as given (relative to the working directory); unused with `databaseUrl`. */
  dataDir: string;
  /** A real PostgreSQL server instead of PGlite. */
  databaseUrl: string | undefined;
  corsDomains: string;
  cors: CorsPolicy;
  /** `HASURA_GRAPHQL_JWT_SECRET`; outside production the dev secret when unset. */
  jwtSecret: JwtSecret;
  /** `x-hasura-admin-secret` equal to this → role admin; unset → nobody is admin. */
  adminSecret: string | undefined;
  /** Role of requests without a token (Hasura's `HASURA_GRAPHQL_UNAUTHORIZED_ROLE`). */
  unauthorizedRole: string;
  /** Lifetime of the tokens `login` signs, in ms; the app's session cookie lives as long. */
  tokenLifetimeMs: number;
  /** PostgreSQL statements running longer are cancelled (PGlite has no timeout). */
  statementTimeoutMs?: number;
  /** Whether the demo agents, customers and orders are seeded; never by default in production. */
  seedDemo?: boolean;
}

export const DEFAULT_UNAUTHORIZED_ROLE = 'anonymous';

export const DEFAULT_CORS_DOMAINS = 'http://localhost:*, http://127.0.0.1:*';

const TIMEOUT_MESSAGE = 'must be a whole number of milliseconds, at least 100';

// An empty variable counts as unset, as shells and .env files often leave them empty.
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

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
  DATA_DIR: optionalText.transform((value) => value ?? '.data/pglite'),
  DATABASE_URL: optionalText.refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
    message: 'must be a postgres:// or postgresql:// URL',
  }),
  HASURA_GRAPHQL_CORS_DOMAIN: optionalText.transform((value) => value ?? DEFAULT_CORS_DOMAINS),
  HASURA_GRAPHQL_ADMIN_SECRET: optionalText,
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
    // Requests without a token must never be the superuser.
    .refine((value) => value !== 'admin', { message: 'must not be admin' }),
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
  DATA_SERVICE_SEED_DEMO: optionalText.refine((value) => value === undefined || value === 'true' || value === 'false', {
    message: 'must be true or false',
  }),
  NODE_ENV: optionalText,
});

const JWT_SECRET_EXAMPLE = '{"type":"HS256","key":"<at least 32 random characters>"}';

// Production must bring its own signing key: the dev key is public, so tokens signed with it prove nothing.
const productionRules = envSchema.superRefine((values, ctx) => {
  if (values.NODE_ENV !== 'production') return;
  if (values.HASURA_GRAPHQL_JWT_SECRET === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['HASURA_GRAPHQL_JWT_SECRET'],
      message: `is required when NODE_ENV=production; set it to ${JWT_SECRET_EXAMPLE}`,
    });
  } else if (values.HASURA_GRAPHQL_JWT_SECRET.key === DEV_JWT_SECRET_KEY) {
    ctx.addIssue({ code: 'custom', path: ['HASURA_GRAPHQL_JWT_SECRET'], message: 'must not be the development key when NODE_ENV=production' });
  }
});

/** Reads the configuration; throws one message naming every invalid variable. */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): DataServiceConfig {
  const parsed = productionRules.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  return {
    port: values.DATA_SERVICE_PORT,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    corsDomains: values.HASURA_GRAPHQL_CORS_DOMAIN,
    cors: parseCorsDomains(values.HASURA_GRAPHQL_CORS_DOMAIN),
    jwtSecret: values.HASURA_GRAPHQL_JWT_SECRET ?? DEV_JWT_SECRET,
    adminSecret: values.HASURA_GRAPHQL_ADMIN_SECRET,
    unauthorizedRole: values.HASURA_GRAPHQL_UNAUTHORIZED_ROLE,
    tokenLifetimeMs: values.DATA_SERVICE_TOKEN_LIFETIME_MS,
    statementTimeoutMs: values.DATA_SERVICE_STATEMENT_TIMEOUT_MS,
    // The demo agents share a published password: a production database gets them only when asked.
    seedDemo: values.DATA_SERVICE_SEED_DEMO === undefined ? values.NODE_ENV !== 'production' : values.DATA_SERVICE_SEED_DEMO === 'true',
  };
}
