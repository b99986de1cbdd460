// `npm run claim:advance -- <CLM-YYYY-NNNNNN> <STATUS NOW> [NEXT STATUS] [--note "text"]`: stands in for back
// office. Moves one claim from the status the person saw it in to its next status (UNDER_REVIEW goes to
// APPROVED unless REJECTED is given), or to the given next status when that is a legal step, with its
// timeline event. The status seen is an argument, not read first: if someone moved the claim since, the
// service refuses and says where it is now, rather than the script moving it one step further. Running the
// same command again after it succeeded answers the same line and moves nothing.
//
// A client of the running data service, as a back office would be (./backOfficeClient.ts).
import { CLAIM_STATUSES, isClaimStatus, type ClaimStatus } from '@/lib/domain/claims';
import type { ServiceClientConfig } from '../src/config';
import { backOfficeClientConfig, BackOfficeScriptError, callAsBackOffice, runWhenStarted } from './backOfficeClient';

export { scriptEnvironment } from './backOfficeClient';

/** A refusal meant for the person running the script: printed on one line, without a stack. */
export class AdvanceClaimError extends BackOfficeScriptError {
  constructor(message: string) {
    super(message, 'AdvanceClaimError');
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
  '  a rejection needs its reason (--note): the agent and the customer see it',
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

const ADVANCE_CLAIM = `mutation AdvanceClaim($reference: String!, $from: claim_status!, $to: claim_status, $note: String) {
  advance_claim(reference: $reference, from_status: $from, to_status: $to, note: $note) { claim_id reference from_status to_status event_id }
}`;

/** Calls `advance_claim` on the service as back office; a refusal is the service's message. */
export function requestAdvanceClaim(config: ServiceClientConfig, args: AdvanceClaimArguments, now: Date = new Date()): Promise<AdvancedClaim> {
  const variables = { reference: args.reference, from: args.from, to: args.to ?? null, note: args.note ?? null };
  return callAsBackOffice<AdvancedClaim>(config, { query: ADVANCE_CLAIM, variables, field: 'advance_claim' }, (message) => new AdvanceClaimError(message), now);
}

/** The whole command: arguments and environment in, the line to print out; AdvanceClaimError for anything refused. */
export async function advanceClaimCommand(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): Promise<string> {
  const args = parseArguments(argv);
  const config = backOfficeClientConfig(env, (message) => new AdvanceClaimError(message));
  const result = await requestAdvanceClaim(config, args);
  return `claim ${result.reference}: ${result.from_status} → ${result.to_status}`;
}

runWhenStarted(import.meta.url, advanceClaimCommand);
