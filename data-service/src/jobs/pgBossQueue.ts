import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { DatabaseUnavailableError, DbError, type Database } from '../db/types';
import type { Logger } from '../log';
import { pgBossDb, PGBOSS_SCHEMA } from './pgBossDb';
import type { JobDefinition, JobQueue, SendOptions } from './queue';

/** The time zone of every cron schedule: the partners' (Nigeria, no daylight saving). */
export const CRON_TIME_ZONE = 'Africa/Lagos';

export interface JobTiming {
  /**
   * How often an idle queue asks for jobs. Each ask is one indexed statement per queue and process (on PGlite a
   * turn in the one connection's queue), so 1 s costs nothing measurable and keeps a job's start within a
   * second of its send; a full batch asks again at once.
   */
  pollingIntervalMs: number;
  /** Jobs of one queue taken at once and run side by side. */
  batchSize: number;
  /** How often one of the processes fails jobs past their expiry (a killed worker's) and archives old ones. */
  maintenanceIntervalSeconds: number;
  /** How often one of the processes looks for cron ticks due (pg-boss: 1–45). */
  cronMonitorIntervalSeconds: number;
  /** How often a due tick is turned into its job (pg-boss's internal queue; 1–45). */
  cronWorkerIntervalSeconds: number;
  /** How long stop() waits for running jobs before failing them back to the queue. */
  stopTimeoutMs: number;
}

export const DEFAULT_JOB_TIMING: JobTiming = {
  pollingIntervalMs: 1000,
  batchSize: 10,
  maintenanceIntervalSeconds: 60,
  cronMonitorIntervalSeconds: 30,
  cronWorkerIntervalSeconds: 5,
  stopTimeoutMs: 3000,
};

/** Defaults of a queue whose definition says nothing: a job is retried 5 times, 10 s then doubling, and taken as dead after 2 minutes. */
export const JOB_DEFAULTS = { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 120 } as const;

export interface JobQueueOptions {
  db: Database;
  log: Logger;
  definitions: readonly JobDefinition[];
  /**
   * false: this process sends jobs but runs none — no workers, no cron ticks, no maintenance
   * (`DATA_SERVICE_JOBS=false`; tests that start a service only to send requests).
   */
  work?: boolean;
  timing?: Partial<JobTiming>;
}

export interface StartableJobQueue extends JobQueue {
  /** Creates pg-boss's schema and the queues if missing, registers the cron schedules, and starts the workers. */
  start(): Promise<void>;
}

interface Job {
  id: string;
  data: unknown;
  expireInSeconds: number | string;
}

/**
 * The job queue on pg-boss 10 (docs/decisions.md "The job queue"), through our own database adapter on
 * PGlite and PostgreSQL alike (pgBossDb.ts). pg-boss keeps the jobs, their retries, expiry, cron and
 * maintenance; the workers are ours: a loop per queue over `fetch`, which awaits every completion (pg-boss's
 * own `work` does not), runs a batch's jobs side by side, and asks again at once while jobs are waiting.
 */
export function createJobQueue(options: JobQueueOptions): StartableJobQueue {
  const { db, log } = options;
  const timing = { ...DEFAULT_JOB_TIMING, ...options.timing };
  const work = options.work ?? true;
  const definitions = new Map(options.definitions.map((definition) => [definition.name, definition]));
  if (definitions.size !== options.definitions.length) throw new Error('two job definitions share a name');

  /** One line per error that is not an outage: the outage itself is logged once by the database adapter. */
  const report = (what: string, error: unknown) => {
    const e = error as { name?: unknown; message?: unknown } | null;
    if (error instanceof DatabaseUnavailableError || e?.name === 'DatabaseUnavailableError') return;
    log.warn(`jobs: ${what}: ${typeof e?.message === 'string' ? e.message : String(error)}`);
  };
  const bossDb = pgBossDb(db, (error) => report('a job could not be marked done (it runs again after its expiry)', error));
  const boss = new PgBoss({
    db: bossDb,
    schema: PGBOSS_SCHEMA,
    supervise: work,
    schedule: work,
    maintenanceIntervalSeconds: timing.maintenanceIntervalSeconds,
    cronMonitorIntervalSeconds: timing.cronMonitorIntervalSeconds,
    cronWorkerIntervalSeconds: timing.cronWorkerIntervalSeconds,
  });
  // Without a listener an 'error' event throws: a database restart would end the process.
  boss.on('error', (error) => report('pg-boss', error));

  let started = false;
  let stopping: Promise<void> | undefined;
  const loops: Promise<void>[] = [];
  /** Jobs running in this process: id → queue name. */
  const running = new Map<string, string>();
  const wakers = new Map<string, () => void>();

  // pg-boss asserts on a key that is present, even when it is undefined.
  const sendOptions = (options: SendOptions = {}): PgBoss.SendOptions => {
    const mapped: PgBoss.SendOptions = {
      startAfter: options.startAfterSeconds,
      // Queues are 'short' (one waiting job per key): a job sent without a key gets one of its own.
      singletonKey: options.singletonKey ?? randomUUID(),
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: options.retryBackoff,
    };
    return Object.fromEntries(Object.entries(mapped).filter(([, value]) => value !== undefined));
  };

  const known = (name: string) => {
    // pg-boss drops a job for a queue that does not exist without a word.
    if (!definitions.has(name)) throw new Error(`no job named ${name} (jobs/definitions.ts)`);
    if (!started) throw new Error('the job queue has not started');
  };

  const runJob = async (definition: JobDefinition, job: Job) => {
    const expireMs = Math.max(1, Number(job.expireInSeconds)) * 1000;
    let timer: NodeJS.Timeout | undefined;
    try {
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`ran longer than its expiry (${expireMs / 1000} s)`)), expireMs);
        // A job left running at stop (failed back to the queue) must not keep the process alive.
        timer.unref();
      });
      await Promise.race([definition.work(job.data), expired]);
      await boss.complete(definition.name, job.id);
    } catch (error) {
      report(`job ${definition.name} ${job.id} failed (retried while it has retries left)`, error);
      const message = error instanceof Error ? error.message : String(error);
      await boss.fail(definition.name, job.id, { message }).catch((failure: unknown) => report('marking a job failed', failure));
    } finally {
      clearTimeout(timer);
    }
  };

  const sleep = (name: string) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(wake, timing.pollingIntervalMs);
      function wake() {
        clearTimeout(timer);
        wakers.delete(name);
        resolve();
      }
      wakers.set(name, wake);
    });

  const workLoop = async (definition: JobDefinition) => {
    // pg-boss's fetch answers "no jobs" whatever went wrong: its statement's error is caught on the way.
    let fetchError: unknown;
    let reported = { message: '', atMs: 0 };
    const fetchDb: PgBoss.Db = {
      executeSql: (text, values) =>
        bossDb.executeSql(text, values).catch((error: unknown) => {
          fetchError = error;
          throw error;
        }),
    };
    while (!stopping) {
      let jobs: Job[] = [];
      fetchError = undefined;
      try {
        jobs = await boss.fetch<unknown>(definition.name, { batchSize: timing.batchSize, db: fetchDb });
      } catch (error) {
        fetchError = error;
      }
      if (fetchError !== undefined) {
        // The same failure every poll is one line a minute.
        const message = String((fetchError as { message?: unknown }).message ?? fetchError);
        if (message !== reported.message || Date.now() - reported.atMs > 60_000) {
          report(`fetching ${definition.name}`, fetchError);
          reported = { message, atMs: Date.now() };
        }
      }
      await Promise.all(
        jobs.map((job) => {
          running.set(job.id, definition.name);
          return runJob(definition, job).finally(() => running.delete(job.id));
        }),
      );
      if (jobs.length < timing.batchSize && !stopping) await sleep(definition.name);
    }
  };

  return {
    async start() {
      if (started) return;
      await boss.start();
      for (const definition of definitions.values()) {
        const queue: PgBoss.Queue = {
          name: definition.name,
          policy: 'short',
          retryLimit: definition.retryLimit ?? JOB_DEFAULTS.retryLimit,
          retryDelay: definition.retryDelaySeconds ?? JOB_DEFAULTS.retryDelaySeconds,
          retryBackoff: definition.retryBackoff ?? JOB_DEFAULTS.retryBackoff,
          expireInSeconds: definition.expireInSeconds ?? JOB_DEFAULTS.expireInSeconds,
        };
        // Processes starting together on a new database deadlock in pg-boss's create_queue (not locked like
        // its schema creation); PostgreSQL breaks the deadlock, and the queue exists on the next attempt.
        await retryDeadlock(() => boss.createQueue(definition.name, queue));
        // createQueue keeps an existing queue as it was: a changed definition takes effect here.
        await retryDeadlock(() => boss.updateQueue(definition.name, queue));
        if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: CRON_TIME_ZONE });
        else await boss.unschedule(definition.name);
      }
      started = true;
      if (work) for (const definition of definitions.values()) loops.push(workLoop(definition));
    },

    async sendInTransaction(tx, name, data, options) {
      known(name);
      await boss.send(name, data, { ...sendOptions(options), db: pgBossDb(tx, () => undefined) });
    },

    async send(name, data, options) {
      known(name);
      await boss.send(name, data, sendOptions(options));
      // A worker of this process asks at once rather than at its next poll.
      wakers.get(name)?.();
    },

    stop() {
      stopping ??= (async () => {
        for (const wake of [...wakers.values()]) wake();
        const settled = Promise.all(loops);
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([settled, new Promise((resolve) => (timer = setTimeout(resolve, timing.stopTimeoutMs)))]);
        clearTimeout(timer);
        // Still running: back to the queue now, rather than after their expiry.
        for (const [id, name] of running) {
          await boss.fail(name, id, { message: 'the data service stopped while the job ran' }).catch((error: unknown) => report('stopping', error));
        }
        await boss.stop({ graceful: false, close: false, wait: true }).catch((error: unknown) => report('stopping', error));
      })();
      return stopping;
    },
  };
}

const DEADLOCK = '40P01';

async function retryDeadlock(statement: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await statement();
    } catch (error) {
      if (!(error instanceof DbError && error.code === DEADLOCK) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}
