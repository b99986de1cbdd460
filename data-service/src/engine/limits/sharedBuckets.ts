import { PREPARED, type Queryable } from '../../db/types';

/**
 * Token buckets in the database (table `rate_limit_bucket`, migration 0007), so every data-service process
 * counts against the same limits: one row per bucket, taken from in one statement, which concurrent takes
 * from any process wait their turn for on the row's lock. A bucket holds `capacity` tokens and refills at
 * `capacity` per `periodMs`; a key never seen has a full bucket.
 *
 * On PGlite these statements go through the one connection's queue like any other: never call them from
 * inside an open transaction.
 */

/** One limit: its name in the table, and its size and refill period. */
export interface BucketRule {
  scope: string;
  capacity: number;
  periodMs: number;
}

export interface Taken {
  /** Tokens granted: as many of those asked as there were, or 0 when fewer than the least acceptable were left. */
  granted: number;
  /** When nothing was granted: seconds until enough tokens are there again (at least 1); otherwise 0. */
  retryAfterSeconds: number;
}

/** Buckets deleted per statement of a sweep: short statements, so takes on those rows wait little. */
const SWEEP_ROWS = 1000;
/** At most this many statements per scope and sweep (a million rows): the next sweep goes on. */
const SWEEP_ROUNDS = 1000;

// $1 scope, $2 key, $3 capacity, $4 tokens asked, $5 least acceptable, $6 now, $7 period in seconds.
const AVAILABLE = `LEAST($3::float8, b.tokens + GREATEST(0, EXTRACT(EPOCH FROM ($6::timestamptz - b.updated_at))) * $3::float8 / $7::float8)`;
const grant = (available: string) => `CASE WHEN ${available} >= $5::float8 THEN LEAST($4::float8, ${available}) ELSE 0 END`;

const TAKE = `INSERT INTO public.rate_limit_bucket AS b (scope, key, tokens, granted, updated_at)
VALUES ($1, $2, $3::float8 - ${grant('$3::float8')}, ${grant('$3::float8')}, $6::timestamptz)
ON CONFLICT (scope, key) DO UPDATE SET
  granted = ${grant(AVAILABLE)},
  tokens = ${AVAILABLE} - ${grant(AVAILABLE)},
  updated_at = GREATEST(b.updated_at, $6::timestamptz)
RETURNING granted, tokens`;

const GIVE_BACK = `UPDATE public.rate_limit_bucket SET tokens = LEAST($3::float8, tokens + $4::float8) WHERE scope = $1 AND key = $2`;

// The outer `updated_at` condition is checked again on a row another process has just taken from, so a
// bucket in use is never swept away (which would hand its key a full bucket).
const SWEEP = `WITH swept AS (DELETE FROM public.rate_limit_bucket
 WHERE scope = $1 AND updated_at < $2::timestamptz
   AND key IN (SELECT key FROM public.rate_limit_bucket WHERE scope = $1 AND updated_at < $2::timestamptz LIMIT ${SWEEP_ROWS})
 RETURNING 1)
SELECT count(*)::int AS deleted FROM swept`;

export class SharedBuckets {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Takes `want` tokens from `key`'s bucket when that many are left; when fewer are, as many as are left if
   * that is at least `atLeast`, else none (then nothing is taken).
   */
  async take(rule: BucketRule, key: string, want: number, atLeast: number = want): Promise<Taken> {
    const now = this.now();
    const { rows } = await this.db.query<{ granted: number; tokens: number }>(
      TAKE,
      [rule.scope, key, rule.capacity, want, atLeast, new Date(now).toISOString(), rule.periodMs / 1000],
      PREPARED,
    );
    const granted = Number(rows[0].granted);
    if (granted > 0 || atLeast <= 0) return { granted, retryAfterSeconds: 0 };
    return { granted: 0, retryAfterSeconds: secondsUntil(rule, Number(rows[0].tokens), atLeast) };
  }

  /** Returns tokens taken but not used (a guess that turned out right); never beyond the bucket's capacity. */
  async giveBack(rule: BucketRule, key: string, tokens: number): Promise<void> {
    await this.db.query(GIVE_BACK, [rule.scope, key, rule.capacity, tokens], PREPARED);
  }

}

/** What a sweep needs of a rule: a bucket untouched for a whole period has refilled, and equals no row. */
export type BucketPeriod = Pick<BucketRule, 'scope' | 'periodMs'>;

/**
 * Deletes the buckets of `rules` that have refilled, in statements of SWEEP_ROWS rows; returns how many. The
 * `rate_limit_bucket` sweep job runs it on a schedule (jobs/definitions.ts), so no request pays for it and a
 * flood of new keys is swept as fast as it comes.
 */
export async function sweepRefilledBuckets(db: Queryable, rules: readonly BucketPeriod[], now: number = Date.now()): Promise<number> {
  let deleted = 0;
  for (const rule of rules) {
    const before = new Date(now - rule.periodMs).toISOString();
    for (let round = 0; round < SWEEP_ROUNDS; round += 1) {
      const { rows } = await db.query<{ deleted: number }>(SWEEP, [rule.scope, before], PREPARED);
      const count = Number(rows[0].deleted);
      deleted += count;
      if (count < SWEEP_ROWS) break;
    }
  }
  return deleted;
}

/** Seconds (at least 1) until a bucket holding `tokens` has `needed` (capped at its capacity). */
export function secondsUntil(rule: BucketRule, tokens: number, needed: number): number {
  const missing = Math.min(needed, rule.capacity) - tokens;
  return Math.max(1, Math.ceil((missing * rule.periodMs) / rule.capacity / 1000));
}
