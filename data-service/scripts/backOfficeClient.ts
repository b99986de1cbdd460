// What the back-office scripts (claim:advance, payment:refund) share: they are clients of the running data
// service, as a back office would be. Each signs a 5-minute token of role back_office with the service's key
// (HASURA_GRAPHQL_JWT_SECRET, else the public development key, opted in by default outside production as
// `npm run dev` does) and calls one action at DATA_SERVICE_URL (default http://127.0.0.1:<DATA_SERVICE_PORT
// or 8080>/v1/graphql). So they work while the service holds the PGlite DATA_DIR, and on PostgreSQL alike.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACK_OFFICE_ROLE, signHasuraToken } from '../src/auth/jwt';
import { loadServiceClientConfig, type ServiceClientConfig } from '../src/config';

const TOKEN_LIFETIME_MS = 5 * 60 * 1000;
const REQUEST_TIMEOUT_MS = 30_000;

/** A refusal meant for the person running a script: printed on one line, without a stack. */
export class BackOfficeScriptError extends Error {
  constructor(message: string, name = 'BackOfficeScriptError') {
    super(message);
    this.name = name;
  }
}

/** The environment as the scripts read it: the dev key's opt-in defaults to true outside production. */
export function scriptEnvironment(env: Readonly<Record<string, string | undefined>>): Record<string, string | undefined> {
  const devKey = env.DATA_SERVICE_USE_DEV_JWT_SECRET ?? (env.NODE_ENV === 'production' ? undefined : 'true');
  return { ...env, DATA_SERVICE_USE_DEV_JWT_SECRET: devKey };
}

/** Where the service is and its key, from the environment; a bad setting is the script's refusal. */
export function backOfficeClientConfig(env: Readonly<Record<string, string | undefined>>, fail: (message: string) => Error): ServiceClientConfig {
  try {
    return loadServiceClientConfig(scriptEnvironment(env));
  } catch (error) {
    throw fail(error instanceof Error ? error.message : String(error));
  }
}

interface GraphqlBody {
  data?: Record<string, unknown> | null;
  errors?: { message?: string; extensions?: { code?: string } }[];
}

/**
 * Calls one action (`field`, the root field `query` selects) as back office and returns its answer; `fail`
 * makes the script's own error of a refusal (the service's message), an unreachable service or a timeout.
 */
export async function callAsBackOffice<T>(
  config: ServiceClientConfig,
  request: { query: string; variables: Record<string, unknown>; field: string },
  fail: (message: string) => Error,
  now: Date = new Date(),
): Promise<T> {
  const { graphqlUrl, jwtSecret } = config;
  const { token } = await signHasuraToken(
    { 'x-hasura-allowed-roles': [BACK_OFFICE_ROLE], 'x-hasura-default-role': BACK_OFFICE_ROLE },
    TOKEN_LIFETIME_MS,
    jwtSecret,
    now,
  );
  let response: Response;
  try {
    response = await fetch(graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: request.query, variables: request.variables }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw fail(`the data service at ${graphqlUrl} did not answer within ${REQUEST_TIMEOUT_MS / 1000} s`);
    }
    throw fail(`the data service is not running at ${graphqlUrl}: start it with npm run dev`);
  }
  const text = await response.text();
  let body: GraphqlBody;
  try {
    body = JSON.parse(text) as GraphqlBody;
  } catch {
    throw fail(`${graphqlUrl} answered HTTP ${response.status} without GraphQL: is DATA_SERVICE_URL the data service's /v1/graphql?`);
  }
  const error = body.errors?.[0];
  if (error) {
    const message = error.message ?? 'the data service refused the request';
    // A token the service cannot verify: the script and the service use different keys.
    if (error.extensions?.code === 'invalid-jwt') throw fail(`${message} (sign with the service's HASURA_GRAPHQL_JWT_SECRET)`);
    throw fail(message);
  }
  const answer = body.data?.[request.field];
  if (answer === undefined || answer === null) throw fail(`${graphqlUrl} answered HTTP ${response.status} without ${request.field}'s answer`);
  return answer as T;
}

/**
 * Runs `command` when the file at `moduleUrl` (the script's `import.meta.url`) is the one node was started
 * with: its line printed, or `error: <message>` and exit code 1. A refusal is the script's own error; only a
 * bug reaches here as anything else, and its message still fits on one line.
 */
export function runWhenStarted(
  moduleUrl: string,
  command: (argv: readonly string[], env: Readonly<Record<string, string | undefined>>) => Promise<string>,
): void {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  command(process.argv.slice(2), process.env).then(
    (line) => console.log(line),
    (error: unknown) => {
      console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
