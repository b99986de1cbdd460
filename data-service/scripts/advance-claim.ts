// `npm run claim:advance -- <CLM-YYYY-NNNNNN> [STATUS] [--note "text"]`: stands in for back office.
// Moves one claim to its next status (UNDER_REVIEW goes to APPROVED unless REJECTED is given), or to
// the given status when that is a legal next step, and appends the timeline event — in one transaction.
//
// It opens the database the service uses (DATABASE_URL, else PGlite in DATA_DIR). PGlite takes the
// DATA_DIR lock, so while the service runs on the same directory the script stops with a clear message
// instead of writing beside it; stop the service, or run both on PostgreSQL.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDatabaseConfig } from '../src/config';
import { openDatabase } from '../src/db/openDatabase';
import { DbError, type Database } from '../src/db/types';
import { CLAIM_STATUSES, isClaimStatus, nextClaimStatuses, type ClaimStatus } from '../src/seed/claimStatus';
import { CLAIM_EVENT_NOTES } from '../src/seed/sampleData';

export interface AdvancedClaim {
  reference: string;
  from: ClaimStatus;
  to: ClaimStatus;
  eventId: string;
}

/** A refusal meant for the person running the script: printed without a stack. */
export class AdvanceClaimError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdvanceClaimError';
  }
}

/**
 * Moves the claim `reference` to `to` (default: its next status, APPROVED after UNDER_REVIEW), updating
 * `claim.status` and `updated_at` and appending a `claim_event`, in one transaction with the claim row
 * locked. Throws AdvanceClaimError for an unknown claim or an illegal transition.
 */
export async function advanceClaim(
  db: Database,
  reference: string,
  options: { to?: ClaimStatus; note?: string; now?: Date } = {},
): Promise<AdvancedClaim> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; status: ClaimStatus; partner_id: string; agent_id: string }>(
      'SELECT id, status, partner_id, agent_id FROM public.claim WHERE reference = $1 FOR UPDATE',
      [reference],
    );
    const claim = rows[0];
    if (!claim) throw new AdvanceClaimError(`no claim has the reference ${reference}`);
    const allowed = nextClaimStatuses(claim.status);
    if (allowed.length === 0) throw new AdvanceClaimError(`claim ${reference} is ${claim.status}: it is closed and cannot move on`);
    const to = options.to ?? allowed[0];
    if (!allowed.includes(to)) {
      throw new AdvanceClaimError(`claim ${reference} is ${claim.status}: it can move to ${allowed.join(' or ')}, not ${to}`);
    }
    const now = (options.now ?? new Date()).toISOString();
    await tx.query('UPDATE public.claim SET status = $2, updated_at = $3 WHERE id = $1', [claim.id, to, now]);
    const event = await tx.query<{ id: string }>(
      `INSERT INTO public.claim_event (partner_id, claim_id, agent_id, status, note, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [claim.partner_id, claim.id, claim.agent_id, to, options.note ?? CLAIM_EVENT_NOTES[to], now],
    );
    return { reference, from: claim.status, to, eventId: event.rows[0].id };
  });
}

const USAGE = `usage: npm run claim:advance -- <claim reference, e.g. CLM-2025-000012> [${CLAIM_STATUSES.join('|')}] [--note "text"]`;

function parseArguments(args: string[]): { reference: string; to?: ClaimStatus; note?: string } {
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
  if (positional.length < 1 || positional.length > 2) throw new AdvanceClaimError(USAGE);
  const [reference, status] = positional;
  if (status !== undefined && !isClaimStatus(status.toUpperCase())) {
    throw new AdvanceClaimError(`unknown status ${status}; one of ${CLAIM_STATUSES.join(', ')}`);
  }
  return { reference: reference.toUpperCase(), to: status?.toUpperCase() as ClaimStatus | undefined, note };
}

async function main(): Promise<void> {
  let db: Database | undefined;
  try {
    const args = parseArguments(process.argv.slice(2));
    const config = loadDatabaseConfig();
    db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const result = await advanceClaim(db, args.reference, { to: args.to, note: args.note });
    console.log(`claim ${result.reference}: ${result.from} → ${result.to}`);
  } catch (error) {
    // A missing table means the database was never migrated: the service migrates and seeds on start.
    const message =
      error instanceof DbError && error.code === '42P01'
        ? 'the database has no claims table yet: start the data service once to migrate and seed it'
        : error instanceof Error
          ? error.message
          : String(error);
    console.error(`error: ${message}`);
    process.exitCode = 1;
  } finally {
    await db?.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // An open PGlite keeps Node alive; exit once done.
  void main().finally(() => process.exit());
}
