// `npm run claim:advance -- <CLM-YYYY-NNNNNN> <STATUS NOW> [NEXT STATUS] [--note "text"]`: stands in for back
// office. Moves one claim from the status the person saw it in to its next status (UNDER_REVIEW goes to
// APPROVED unless REJECTED is given), or to the given next status when that is a legal step, with its
// timeline event. The status seen is an argument, not read first: if someone moved the claim since, the
// service refuses and says where it is now, rather than the script moving it one step further. Running the
// same command again after it succeeded answers the same line and moves nothing.
//
// A client of the running data service, as a back office would be: it signs a 5-minute token of role
// back_office with the service's key (HASURA_GRAPHQL_JWT_SECRET, else the public development key, opted in
// by default outside production as `npm run dev` does) and calls the `advance_claim` action at
// DATA_SERVICE_URL (default http://127.0.0.1:<DATA_SERVICE_PORT or 8080>/v1/graphql). So it works while the
// service holds the PGlite DATA_DIR, and on PostgreSQL alike.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLAIM_STATUSES, isClaimStatus, type ClaimStatus } from '@/lib/domain/claims';
import { BACK_OFFICE_ROLE, signHasuraToken } from '../src/auth/jwt';
import type { JwtSecret } from '../src/auth/jwtSecret';
import { loadServiceClientConfig, type ServiceClientConfig } from '../src/config';

const TOKEN_LIFETIME_MS = 5 * 60 * 1000;
const REQUEST_TIMEOUT_MS = 30_000;

/** A refusal meant for the person running the script: printed on one line, without a stack. */
export class AdvanceClaimError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdvanceClaimError';
  }
}

export interface AdvanceClaimArguments {
  reference: string;
  /** The status the person running the script saw the claim in. */
  from: ClaimStatus;
  to: ClaimStatus | undefined;
  note: string | undefined;
}

export interface AdvancedClaim {
  claim_id: string;
  reference: string;
  from_status: ClaimStatus;
  to_status: ClaimStatus;
  event_id: string;
}

const USAGE = [
  'usage: npm run claim:advance -- <claim reference> <its status now> [<next status>] [--note "text"]',
  '  e.g. npm run claim:advance -- CLM-2025-000012 UNDER_REVIEW REJECTED --note "Damage from before the cover"',
  `  statuses: ${CLAIM_STATUSES.join(', ')}`,
].join('\n');

export function parseArguments(args: readonly string[]): AdvanceClaimArguments {
  const positional: string[] = [];
  let note: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--note') {
      note = args[i + 1];
      if (note === undefined) throw new AdvanceClaimError(`--note needs a text\n${USAGE}`);
      i += 1;
    } else if (args[i] === '--help' || args[i] === '-h') throw new AdvanceClaimError(USAGE);
    else positional.push(args[i]);
  }
  if (positional.length < 2 || positional.length > 3) throw new AdvanceClaimError(USAGE);
  const [reference, from, to] = positional;
  return { reference: reference.toUpperCase(), from: claimStatusArgument(from), to: to === undefined ? undefined : claimStatusArgument(to), note };
}

function claimStatusArgument(text: string): ClaimStatus {
  const status = text.toUpperCase();
  if (!isClaimStatus(status)) throw new AdvanceClaimError(`unknown status ${text}; one of ${CLAIM_STATUSES.join(', ')}`);
  return status;
}

/** The environment as the script reads it: the dev key's opt-in defaults to true outside production. */
export function scriptEnvironment(env: Readonly<Record<string, string | undefined>>): Record<string, string | undefined> {
  const devKey = env.DATA_SERVICE_USE_DEV_JWT_SECRET ?? (env.NODE_ENV === 'production' ? undefined : 'true');
  return { ...env, DATA_SERVICE_USE_DEV_JWT_SECRET: devKey };
}

const ADVANCE_CLAIM = `mutation AdvanceClaim($reference: String!, $from: claim_status!, $to: claim_status, $note: String) {
  advance_claim(reference: $reference, from_status: $from, to_status: $to, note: $note) { claim_id reference from_status to_status event_id }
}`;

interface GraphqlBody {
  data?: { advance_claim?: AdvancedClaim } | null;
  errors?: { message?: string; extensions?: { code?: string } }[];
}

/** Calls `advance_claim` on the service at `graphqlUrl` as back office; a refusal is the service's message. */
export async function requestAdvanceClaim(graphqlUrl: string, secret: JwtSecret, args: AdvanceClaimArguments, now: Date = new Date()): Promise<AdvancedClaim> {
  const { token } = await signHasuraToken(
    { 'x-hasura-allowed-roles': [BACK_OFFICE_ROLE], 'x-hasura-default-role': BACK_OFFICE_ROLE },
    TOKEN_LIFETIME_MS,
    secret,
    now,
  );
  let response: Response;
  try {
    response = await fetch(graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: ADVANCE_CLAIM, variables: { reference: args.reference, from: args.from, to: args.to ?? null, note: args.note ?? null } }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new AdvanceClaimError(`the data service at ${graphqlUrl} did not answer within ${REQUEST_TIMEOUT_MS / 1000} s`);
    }
    throw new AdvanceClaimError(`the data service is not running at ${graphqlUrl}: start it with npm run dev`);
  }
  const text = await response.text();
  let body: GraphqlBody;
  try {
    body = JSON.parse(text) as GraphqlBody;
  } catch {
    throw new AdvanceClaimError(`${graphqlUrl} answered HTTP ${response.status} without GraphQL: is DATA_SERVICE_URL the data service's /v1/graphql?`);
  }
  const error = body.errors?.[0];
  if (error) {
    const message = error.message ?? 'the data service refused the request';
    // A token the service cannot verify: the script and the service use different keys.
    if (error.extensions?.code === 'invalid-jwt') throw new AdvanceClaimError(`${message} (sign with the service's HASURA_GRAPHQL_JWT_SECRET)`);
    throw new AdvanceClaimError(message);
  }
  const advanced = body.data?.advance_claim;
  if (!advanced) throw new AdvanceClaimError(`${graphqlUrl} answered HTTP ${response.status} without the moved claim`);
  return advanced;
}

/** The whole command: arguments and environment in, the line to print out; AdvanceClaimError for anything refused. */
export async function advanceClaimCommand(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): Promise<string> {
  const args = parseArguments(argv);
  const config = clientConfig(env);
  const result = await requestAdvanceClaim(config.graphqlUrl, config.jwtSecret, args);
  return `claim ${result.reference}: ${result.from_status} → ${result.to_status}`;
}

function clientConfig(env: Readonly<Record<string, string | undefined>>): ServiceClientConfig {
  try {
    return loadServiceClientConfig(scriptEnvironment(env));
  } catch (error) {
    throw new AdvanceClaimError(error instanceof Error ? error.message : String(error));
  }
}

async function main(): Promise<void> {
  try {
    console.log(await advanceClaimCommand(process.argv.slice(2), process.env));
  } catch (error) {
    // Only a bug reaches here as anything but AdvanceClaimError: its message still fits on one line.
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
