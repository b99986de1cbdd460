import type { Database, Queryable } from '../../src/db/types';
import type { JobDefinition } from '../../src/jobs/queue';

/**
 * A job effect written as the real ones must be: idempotent. Each run of the job is counted (`job_test_run`,
 * one row per execution, with the pid that ran it); its effect — an effect row under a unique key and 10
 * added to a total — happens only when the key is new, in one transaction. Run twice, the total still
 * counts it once; the runs show it ran twice.
 */
export const JOB_EFFECT_TABLES = `
CREATE TABLE IF NOT EXISTS public.job_test_run (id serial PRIMARY KEY, key text NOT NULL, pid int NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp());
CREATE TABLE IF NOT EXISTS public.job_test_effect (key text PRIMARY KEY);
CREATE TABLE IF NOT EXISTS public.job_test_total (id int PRIMARY KEY, total int NOT NULL);
INSERT INTO public.job_test_total VALUES (1, 0) ON CONFLICT DO NOTHING;
`;

export const EFFECT_JOB = 'test-effect';

export interface EffectData {
  key: string;
}

/** Counts the run, then writes the effect once per key. */
export async function runEffect(db: Database, key: string): Promise<void> {
  await db.query('INSERT INTO public.job_test_run (key, pid) VALUES ($1, $2)', [key, process.pid]);
  await db.transaction(async (tx: Queryable) => {
    const { rows } = await tx.query('INSERT INTO public.job_test_effect (key) VALUES ($1) ON CONFLICT DO NOTHING RETURNING key', [key]);
    if (rows.length > 0) await tx.query('UPDATE public.job_test_total SET total = total + 10 WHERE id = 1');
  });
}

/**
 * The `test-effect` job: a 2 s expiry and retries at once, so a killed worker's job runs again within
 * seconds. The job of key `pauseKey` never ends once its effect is written (a test kills its process there).
 */
export function effectJob(db: Database, options: { pauseKey?: string; onPaused?: (key: string) => void; onRan?: (key: string) => void } = {}): JobDefinition {
  return {
    name: EFFECT_JOB,
    expireInSeconds: 2,
    retryDelaySeconds: 0,
    retryBackoff: false,
    async work(data) {
      const { key } = data as EffectData;
      await runEffect(db, key);
      if (key === options.pauseKey) {
        options.onPaused?.(key);
        await new Promise(() => undefined);
      }
      options.onRan?.(key);
    },
  };
}

/** Every `test-effect` job not yet completed. */
export async function unfinishedJobs(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state <> 'completed'`, [EFFECT_JOB]);
  return rows[0].n;
}

export interface EffectCounts {
  runs: number;
  /** Keys run more than once. */
  runTwice: string[];
  effects: number;
  total: number;
  /** Runs per pid. */
  byPid: Map<number, number>;
}

export async function countEffects(db: Queryable): Promise<EffectCounts> {
  const runs = await db.query<{ key: string; pid: number }>('SELECT key, pid FROM public.job_test_run');
  const effects = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM public.job_test_effect');
  const total = await db.query<{ total: number }>('SELECT total FROM public.job_test_total WHERE id = 1');
  const perKey = new Map<string, number>();
  const byPid = new Map<number, number>();
  for (const run of runs.rows) {
    perKey.set(run.key, (perKey.get(run.key) ?? 0) + 1);
    byPid.set(run.pid, (byPid.get(run.pid) ?? 0) + 1);
  }
  return {
    runs: runs.rows.length,
    runTwice: [...perKey].filter(([, n]) => n > 1).map(([key]) => key),
    effects: effects.rows[0].n,
    total: total.rows[0].total,
    byPid,
  };
}
