import { z } from 'zod';
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
  /** Not used yet: admin access arrives with JWT support. */
  adminSecret: string | undefined;
}

export const DEFAULT_CORS_DOMAINS = 'http://localhost:*, http://127.0.0.1:*';

// An empty variable counts as unset, as shells and .env files often leave them empty.
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

const PORT_MESSAGE = 'must be a port number (0-65535)';

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
});

/** Reads the configuration; throws one message naming every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): DataServiceConfig {
  const parsed = envSchema.safeParse(env);
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
    adminSecret: values.HASURA_GRAPHQL_ADMIN_SECRET,
  };
}
